import i18next from 'i18next';

/**
 * A small centred spinner. It may render before translations exist (the Suspense fallback), so it
 * reads the label without the hook, which would suspend.
 */
export function Spinner({ fullScreen = false }: { readonly fullScreen?: boolean }) {
  const label = i18next.exists('loading') ? i18next.t('loading') : undefined;
  return (
    <div
      role="status"
      aria-label={label}
      className={`flex items-center justify-center ${fullScreen ? 'min-h-dvh' : 'py-10'}`}
    >
      <span className="size-9 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
    </div>
  );
}
