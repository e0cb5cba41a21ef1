import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/superGroups.json';
import es from '../../../../locales/es/superGroups.json';
import pt from '../../../../locales/pt-BR/superGroups.json';
import { tieResolutionText } from './tieResolutionText';

const names: Record<string, string> = {
  '00000000-0000-4000-8000-000000000001': 'Fulano',
  '00000000-0000-4000-8000-000000000002': 'Beltrano',
};
const note = {
  groupId: 'A' as const,
  // Midday UTC: the same calendar day in every time zone a test machine may use.
  at: '2026-11-23T12:00:00.000Z',
  positions: [
    { playerId: '00000000-0000-4000-8000-000000000001', finalPosition: 1 },
    { playerId: '00000000-0000-4000-8000-000000000002', finalPosition: 2 },
  ],
  reasoning: 'sorteio na quadra',
};

const bundles = { 'pt-BR': pt, en, es };

async function translator(lng: keyof typeof bundles) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { [lng]: { superGroups: bundles[lng] } },
    defaultNS: 'superGroups',
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
}

describe('tie resolution note', () => {
  it('names who decided, when, the places and the reason, in pt-BR', async () => {
    const t = await translator('pt-BR');
    expect(tieResolutionText({ ...note, byName: 'Admin Rodada' }, (id) => names[id]!, t)).toEqual({
      summary: 'Empate resolvido por Admin Rodada em 23/11/2026: 1º Fulano, 2º Beltrano',
      reasoning: 'Motivo: sorteio na quadra',
    });
  });

  it('leaves out who decided on the public view, and the reason when none was given', async () => {
    const t = await translator('pt-BR');
    expect(tieResolutionText({ ...note, reasoning: '  ' }, (id) => names[id]!, t)).toEqual({
      summary: 'Empate resolvido por um administrador em 23/11/2026: 1º Fulano, 2º Beltrano',
      reasoning: null,
    });
  });

  it('reads naturally in English and Spanish', async () => {
    const withName = { ...note, byName: 'Ana' };
    expect(tieResolutionText(withName, (id) => names[id]!, await translator('en')).summary).toBe(
      'Tie resolved by Ana on 23/11/2026: Fulano (place 1), Beltrano (place 2)',
    );
    expect(tieResolutionText(withName, (id) => names[id]!, await translator('es'))).toEqual({
      summary: 'Empate resuelto por Ana el 23/11/2026: 1º Fulano, 2º Beltrano',
      reasoning: 'Motivo: sorteio na quadra',
    });
  });
});
