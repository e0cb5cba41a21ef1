/** Line icons drawn on a 24-unit grid; they take the text colour. */
const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  trophy:
    'M8 4h8v5a4 4 0 0 1-8 0V4zM8 6H4.5a3 3 0 0 0 3.5 4M16 6h3.5a3 3 0 0 1-3.5 4M12 13v4M8.5 20h7M10 17h4',
  plus: 'M12 5v14M5 12h14',
  tablet:
    'M6.5 3h11A1.5 1.5 0 0 1 19 4.5v15a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19.5v-15A1.5 1.5 0 0 1 6.5 3zM11 18h2',
  coins:
    'M12 8c4 0 7-1.3 7-3s-3-3-7-3-7 1.3-7 3 3 3 7 3zM5 5v5c0 1.7 3 3 7 3s7-1.3 7-3V5M5 10v5c0 1.7 3 3 7 3s7-1.3 7-3v-5M5 15v3c0 1.7 3 3 7 3s7-1.3 7-3v-3',
  shield: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3zM9 12l2 2 4-4',
  report: 'M7 3h7l5 5v12.5a.5.5 0 0 1-.5.5h-11a.5.5 0 0 1-.5-.5v-17A.5.5 0 0 1 7 3zM14 3v5h5M9 13h6M9 17h6',
  logout: 'M15 4h3.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H15M10 16l-4-4 4-4M6 12h10',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  collapse: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
  support:
    'M4 13v-1a8 8 0 0 1 16 0v1M4 13a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2zM20 13a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2zM18 17c0 2-2 3-5 3',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M21 20c0-2.6-1.6-4.8-4-5.6',
  podium:
    'M3 20.5h18M4 20.5V14h5.5v6.5M9.5 20.5V9h5v11.5M14.5 20.5V12H20v8.5M12 3.5l.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2L9.1 5.6l2-.3z',
  court: 'M4 4h16v16H4zM4 12h16M12 4v16',
  chat: 'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H9l-5 4V5.5z',
  arrowRight: 'M5 12h14m-6-6 6 6-6 6',
  check: 'm5 12 5 5 9-10',
  mail: 'M3.5 6h17v12h-17zM4 6.5l8 6.5 8-6.5',
  key: 'M14.5 10a4.5 4.5 0 1 0-4.2 4.5L12 16h2v2h2v2h4v-3.5l-5.6-5.6c.1-.3.1-.6.1-.9z',
  sparkle:
    'M12 3v4M12 17v4M3 12h4M17 12h4M6.3 6.3l2.8 2.8M14.9 14.9l2.8 2.8M6.3 17.7l2.8-2.8M14.9 9.1l2.8-2.8',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2v2M14 18h2v2M18 18h2v2',
  phone: 'M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  tv: 'M3.5 5.5h17v11h-17zM8 20h8M12 16.5V20',
  infinity:
    'M7 15.5c-2 0-3.5-1.6-3.5-3.5S5 8.5 7 8.5c3.5 0 6.5 7 10 7 2 0 3.5-1.6 3.5-3.5S19 8.5 17 8.5c-3.5 0-6.5 7-10 7z',
  shuffle:
    'M3 7h3.5c4.5 0 6.5 10 11 10H21M3 17h3.5c1.6 0 2.8-1.2 3.8-2.8M13.7 9.8C14.7 8.2 15.9 7 17.5 7H21M18 4l3 3-3 3M18 14l3 3-3 3',
  calendar: 'M4 6.5h16V20H4zM4 10.5h16M8 3.5v5M16 3.5v5',
  alert: 'M12 4 2.5 20h19L12 4zM12 10v4.5M12 17.5v.5',
  minus: 'M5 12h14',
  card: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11zM3 10h18M7 15h4',
  pix: 'M12 3.5 20.5 12 12 20.5 3.5 12zM8.5 12 12 8.5l3.5 3.5-3.5 3.5z',
  copy: 'M9 8.5h10.5V20H9zM6 15.5H4.5V4H15v1.5',
  lock: 'M6 11h12v9.5H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2.5',
  gift: 'M4 9h16v4H4zM5.5 13h13v7.5h-13zM12 9v11.5M12 9C10.5 6 7 5.5 7 7.5S10 9 12 9zm0 0c1.5-3 5-3.5 5-1.5S14 9 12 9z',
  share: 'M12 4v11M8 8l4-4 4 4M5 13v6.5h14V13',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({
  name,
  className = 'size-5',
}: {
  readonly name: IconName;
  readonly className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
