import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';

type CopyButtonProps = Omit<ButtonProps, 'onClick'> & { text: string; label: string };

/** Copies `text`; the button says 'Copied' for two seconds (docs/product.md "Messages"). */
export function CopyButton({ text, label, ...props }: CopyButtonProps) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      toast.success(t('twoFactor.copied'));
    } catch {
      toast.error(t('twoFactor.copyFailed'));
    }
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()} {...props}>
      {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{isCopied ? t('twoFactor.copied') : label}</span>
    </Button>
  );
}
