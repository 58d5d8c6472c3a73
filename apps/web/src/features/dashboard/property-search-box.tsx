import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Input } from '@/components/ui/input';

/** Where Enter in the search box goes: the search screen, with the text as its `q` filter when there is one. */
export function getPropertySearchHref(text: string): string {
  const query = text.trim();
  return query === '' ? '/property-search' : `/property-search?q=${encodeURIComponent(query)}`;
}

export type PropertySearchBoxProps = { className?: string };

/** The dashboard's search box (docs/product.md "Screens"): Enter opens /property-search with the text applied as a filter. */
export function PropertySearchBox({ className }: PropertySearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(getPropertySearchHref(text));
  }

  return (
    <search className={className}>
      <form onSubmit={handleSubmit} className="relative">
        <label htmlFor={id} className="sr-only">
          {t('dashboard.search.label')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('dashboard.search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="bg-card pl-9"
        />
      </form>
    </search>
  );
}
