/** The white, rounded, bordered panel every screen groups its content in. */
export const CARD = 'rounded-2xl border border-slate-200 bg-white shadow-sm';
