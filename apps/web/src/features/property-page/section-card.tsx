import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type SectionCardProps = {
  icon: LucideIcon;
  title: string;
  text?: string;
  children: ReactNode;
  className?: string;
  testId?: string;
};

/** A section of the property page: a card named by its heading, so that a screen reader lists it as a region. */
export function SectionCard({ icon: Icon, title, text, children, className, testId }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      data-testid={testId}
      className={cn('min-w-0 gap-4', className)}
    >
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg leading-tight">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </h2>
        {text ? <CardDescription>{text}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex min-w-0 flex-col gap-4 px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}
