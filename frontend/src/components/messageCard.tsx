import { Link } from 'react-router-dom';
import { Icon, type IconName } from './icons';
import { buttonClasses } from './ui/button';

const TONES = {
  warning: 'bg-amber-50 text-amber-700',
  danger: 'bg-red-50 text-red-700',
} as const;

interface MessageCardProps {
  readonly testId: string;
  readonly icon: IconName;
  readonly tone: keyof typeof TONES;
  readonly title: string;
  readonly description: string;
  /** Where to go from here; none on a page that stands alone (the public board). */
  readonly action?: { readonly to: string; readonly label: string };
}

/** A page-sized message instead of the content: not found, access denied. */
export function MessageCard({ testId, icon, tone, title, description, action }: MessageCardProps) {
  return (
    <section
      data-testid={testId}
      className="mx-auto mt-6 flex w-full max-w-lg flex-col items-center rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      <span className={`flex size-14 items-center justify-center rounded-2xl ${TONES[tone]}`}>
        <Icon name={icon} className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{description}</p>
      {action ? (
        <Link to={action.to} className={`${buttonClasses.primary} mt-6`}>
          {action.label}
        </Link>
      ) : null}
    </section>
  );
}
