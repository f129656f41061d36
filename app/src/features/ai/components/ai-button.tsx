import type { ButtonHTMLAttributes } from 'react';
import { Icon } from '../../../ui/icon';

/** A button of an AI feature: the sparkles say the AI answers (and that it may cost a credit). */
export function AiButton({ children, className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" {...props} className={`button ai-button ${className ?? 'button--secondary button--small'}`}>
      <Icon name="sparkles" />
      <span>{children}</span>
    </button>
  );
}
