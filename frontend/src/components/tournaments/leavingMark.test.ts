import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/tournaments.json';
import es from '../../../../locales/es/tournaments.json';
import pt from '../../../../locales/pt-BR/tournaments.json';
import { leavingLabel } from './leavingMark';

const bundles = { 'pt-BR': pt, en, es };

async function translator(lng: keyof typeof bundles) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { tournaments: bundles[lng] } }, defaultNS: 'tournaments' });
  return i18n.t;
}

const substitute = '00000000-0000-4000-8000-000000000001';

describe('a ranking row’s leaving mark', () => {
  it('says the game a player left at, or that a row is a substitute, in each language', async () => {
    const pt = await translator('pt-BR');
    expect(leavingLabel(pt, { leftAtSlot: 5, substituteFor: null })).toBe('saiu no jogo 5');
    expect(leavingLabel(pt, { leftAtSlot: null, substituteFor: substitute })).toBe('substituto');
    expect(leavingLabel(await translator('en'), { leftAtSlot: 3, substituteFor: null })).toBe(
      'left at game 3',
    );
    expect(leavingLabel(await translator('es'), { leftAtSlot: null, substituteFor: substitute })).toBe(
      'suplente',
    );
  });

  it('marks a stand-in by the last game they played before the real entrant arrived late', async () => {
    const marks = { leftAtSlot: 4, substituteFor: null, standIn: true };
    expect(leavingLabel(await translator('pt-BR'), marks)).toBe('reserva até o jogo 3');
    expect(leavingLabel(await translator('en'), marks)).toBe('stand-in until game 3');
    expect(leavingLabel(await translator('es'), marks)).toBe('suplente hasta el juego 3');
  });

  it('says nothing for a player still playing, nor for a group table’s row (no marks)', async () => {
    const pt = await translator('pt-BR');
    expect(leavingLabel(pt, { leftAtSlot: null, substituteFor: null })).toBeNull();
    expect(leavingLabel(pt, {})).toBeNull();
  });
});
