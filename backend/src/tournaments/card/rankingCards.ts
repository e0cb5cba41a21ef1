import { createHash } from 'node:crypto';
import type { PublicTournament } from '@rodada/events';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../i18n';
import { type RankingCardModel, rankingCardModel } from './cardModel';

/** Cards kept in memory (~100 KB each); the least recently asked for leave first. */
const CARDS_REMEMBERED = 50;

/** Short public caching: a shared link's preview may be reused for a minute, then revalidated by ETag. */
const CARD_CACHE_CONTROL = 'public, max-age=60';

/** `?lang=pt-BR|en|es`: the card's language when it is not the request's (a link shared onwards). */
export const CardQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });

export type RenderCard = (model: RankingCardModel) => Promise<Buffer>;

/**
 * What the card of a public link shows, in a language: its model, and a version that changes
 * with what it shows (a tournament's revision), put in the ETag before the model's digest.
 */
export type CardSource = (
  publicToken: string,
  lng: Language,
) => Promise<{ readonly version: string | number; readonly model: RankingCardModel }>;

/** A tournament's card: its ranking, versioned by the tournament's revision. */
export const tournamentCardSource =
  (publicBody: (publicToken: string) => Promise<PublicTournament>): CardSource =>
  async (publicToken, lng) => {
    const body = await publicBody(publicToken);
    return { version: body.revision, model: rankingCardModel(body, lng) };
  };

interface Entry {
  readonly etag: string;
  readonly png: Promise<Buffer>;
}

/** The renderer and its libraries load with the first card drawn (see `renderCard.ts`). */
const renderLazily: RenderCard = async (model) => (await import('./renderCard')).renderRankingCard(model);

/**
 * The ranking cards of public links (a tournament's, a circuit's), one PNG per link and language,
 * drawn again only when what the card shows changed: its ETag is the source's version (a
 * tournament's revision), the language and a digest of the card's texts and figures (a rename or
 * an erased name changes them too).
 */
export class RankingCards {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly source: CardSource,
    private readonly render: RenderCard = renderLazily,
    private readonly capacity = CARDS_REMEMBERED,
  ) {}

  /** The card's ETag (cheap: no drawing) and its PNG, drawn once per ETag. */
  async card(publicToken: string, lng: Language): Promise<Entry> {
    const { version, model } = await this.source(publicToken, lng);
    const digest = createHash('sha256').update(JSON.stringify(model)).digest('base64url').slice(0, 16);
    const etag = `"${version}-${lng}-${digest}"`;
    const key = `${publicToken}:${lng}`;
    const known = this.entries.get(key);
    this.entries.delete(key); // most recently used goes last
    if (known?.etag === etag) {
      this.entries.set(key, known);
      return known;
    }
    const entry: Entry = { etag, png: this.draw(key, model) };
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  private draw(key: string, model: RankingCardModel): Promise<Buffer> {
    const png = this.render(model);
    // A failed drawing is not remembered: the next request tries again.
    png.catch(() => {
      if (this.entries.get(key)?.png === png) this.entries.delete(key);
    });
    return png;
  }

  /**
   * Answers a card request: 304 when the browser holds this ETag already, else the PNG. The
   * language comes from the request (`Accept-Language`) unless `lang` names one.
   */
  async reply(reply: FastifyReply, publicToken: string, lng: Language, ifNoneMatch: string | undefined) {
    const { etag, png } = await this.card(publicToken, lng);
    reply.headers({ etag, 'cache-control': CARD_CACHE_CONTROL, vary: 'accept-language' });
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();
    return reply.type('image/png').send(await png);
  }
}
