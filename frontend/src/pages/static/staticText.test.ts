import { TOURNAMENT_COST_TABLE } from '@rodada/events/contracts';
import { describe, expect, it } from 'vitest';
import enLegal from '../../../../locales/en/legal.json';
import esLegal from '../../../../locales/es/legal.json';
import ptLanding from '../../../../locales/pt-BR/landing.json';
import ptLegal from '../../../../locales/pt-BR/legal.json';
import { costRowKey } from './landingParts';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from './legalDocuments';
import { formatLegalDate } from './staticText';

describe('static page texts', () => {
  it('the terms have ten sections and the privacy policy eleven, each titled and written', () => {
    expect(TERMS_OF_SERVICE.sections).toHaveLength(10);
    expect(PRIVACY_POLICY.sections).toHaveLength(11);
    for (const legal of [ptLegal, enLegal, esLegal]) {
      for (const document of [TERMS_OF_SERVICE, PRIVACY_POLICY]) {
        const sections: Record<string, { title: string; paragraphs: string[] }> =
          legal[document.key].sections;
        expect(Object.keys(sections)).toEqual([...document.sections]);
        for (const section of Object.values(sections)) {
          expect(section.title).not.toBe('');
          expect(section.paragraphs.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('the landing page names every row of the server cost table', () => {
    for (const row of TOURNAMENT_COST_TABLE) {
      expect(Object.keys(ptLanding.pricing.formats)).toContain(costRowKey(row));
    }
    expect(Object.keys(ptLanding.pricing.formats)).toHaveLength(TOURNAMENT_COST_TABLE.length);
  });

  it('writes the update date in the reader’s language, whatever the time zone', () => {
    expect(formatLegalDate('2025-06-16', 'pt-BR')).toBe('16 de junho de 2025');
    expect(formatLegalDate('2025-06-16', 'en')).toBe('June 16, 2025');
    expect(formatLegalDate('2025-06-16', 'es')).toBe('16 de junio de 2025');
  });
});
