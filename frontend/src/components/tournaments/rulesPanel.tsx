import type { Scoring } from '@rodada/events/contracts';
import { DEFAULT_SCORING, walkoverPoints } from '@rodada/events/contracts/mini';
import { useTranslation } from 'react-i18next';
import { DisclosurePanel } from './disclosurePanel';
import type { TournamentFormat } from './tournamentText';

/**
 * The ranking rules of the tournament's own format in the user's language (namespace `rules`, the
 * text of docs/formats.md): the Super Final only where there is one.
 */
export function RulesPanel({
  format,
  scoring = DEFAULT_SCORING,
}: {
  readonly format: TournamentFormat;
  readonly scoring?: Scoring;
}) {
  const { t } = useTranslation(['rules', 'tournaments']);
  const sections = [
    {
      title: t(`formats.${format}.title`),
      body: [
        t(`formats.${format}.body`),
        // Late arrivals and withdrawals that redraw: Americano and Mexicano draw the unplayed rounds again.
        ...(format === 'americano' || format === 'mexicano'
          ? [t(`formats.${format}.lateArrival`), t(`formats.${format}.leavingRedraw`)]
          : []),
      ],
    },
    // Games: the results and the 3/2/1 ranking as before; points and timed say theirs in one place.
    ...(scoring.mode === 'games'
      ? [
          { title: t('results.title'), body: [t('results.body')] },
          {
            title: t('tournaments:rules.rankingTitle'),
            body: [t('points'), t('order'), t('ties')],
            list: [
              t('columns.wins'),
              t('columns.losses'),
              t('columns.draws'),
              t('columns.points'),
              t('columns.gameBalance'),
            ],
          },
        ]
      : []),
    {
      title: t('scoring.title'),
      body: [
        scoringRule(t, scoring),
        t('scoring.rests'),
        t('scoring.walkover', { score: walkoverScore(scoring) }),
        t('scoring.leaving', { score: walkoverScore(scoring) }),
        // The fixed formats take a late arrival in a stand-in's seat (the others draw them in).
        ...(format === 'americano' || format === 'mexicano' ? [] : [t('scoring.lateArrival')]),
      ],
    },
    ...(format === 'super_groups'
      ? [
          {
            title: t('tiebreak.title'),
            body: [t('tiebreak.body'), t('tiebreak.resolution'), t('tiebreak.note')],
          },
          {
            title: t('superFinal.title'),
            body: [
              t('superFinal.body'),
              t('superFinal.final'),
              t('superFinal.thirdPlace'),
              t('superFinal.podium'),
            ],
          },
        ]
      : []),
    { title: t('courts.title'), body: [t('courts.body')] },
    { title: t('draw.title'), body: [t('draw.body')] },
    {
      title: t('status.title'),
      body: [t(format === 'super_groups' ? 'status.bodySuperGroups' : 'status.body'), t('status.ended')],
    },
    { title: t('levels.title'), body: [t('levels.body'), t('levels.counts'), t('levels.seeding')] },
  ];
  return (
    <DisclosurePanel
      testId="rules-panel"
      title={t('title')}
      intro={t(format === 'super_groups' ? 'introSuperFinal' : 'intro')}
    >
      <div className="grid gap-4 px-4 pb-3 text-sm leading-relaxed text-slate-700 sm:px-5">
        {sections.map((section) => (
          <section key={section.title}>
            <h3 className="font-semibold text-slate-900">{section.title}</h3>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="mt-1">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-2 grid gap-0.5 pl-4 [list-style:disc]">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </DisclosurePanel>
  );
}

/** The tournament's scoring mode in plain words, with its own total or match length. */
function scoringRule(
  t: (key: string, options?: Record<string, unknown>) => string,
  scoring: Scoring,
): string {
  switch (scoring.mode) {
    case 'games':
      return t('scoring.games');
    case 'points': {
      const half = scoring.total / 2;
      const winner = Math.floor(half) + 1;
      return t('scoring.points', {
        total: scoring.total,
        example: `${winner}-${scoring.total - winner}`,
        half: Number.isInteger(half) ? t('scoring.halfDraw', { half }) : t('scoring.noDraw'),
      });
    }
    case 'timed':
      return t('scoring.timed', { minutes: scoring.minutes });
    default: {
      const unhandled: never = scoring;
      return unhandled;
    }
  }
}

/** The walkover's score as the rules state it: "6-0", "24-0", "1-0" (the domain's walkoverPoints). */
export function walkoverScore(scoring: Scoring): string {
  return `${walkoverPoints(scoring)}-0`;
}
