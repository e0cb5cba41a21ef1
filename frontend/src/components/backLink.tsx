import { Link } from 'react-router-dom';
import { Icon } from './icons';

/** The small link above a page's title back to where the page was opened from ('Voltar'). */
export function BackLink({ to, children }: { readonly to: string; readonly children: string }) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-brand-700"
    >
      <Icon name="collapse" className="size-4" />
      {children}
    </Link>
  );
}
