import { type SQL, sql } from 'drizzle-orm';
import { cards } from '../db/schema/index';

type CardState = { status: string; settings: Record<string, string> };

/** Who stopped a Blocked card (spec 03 keeps one status, Blocked; the freeze switch is on for both). A Blocked
 * card without the provider's mark is the customer's freeze (what the switch always wrote). */
export type BlockedBy = 'provider' | 'customer';

export const CARD_BLOCKED_BY_PROVIDER =
  'This card was blocked by the card provider and only the provider can unblock it. Please contact support.';

export const blockedBy = (card: CardState): BlockedBy | undefined => {
  if (card.status !== 'Blocked') return undefined;
  return card.settings.provider_block === 'Yes' ? 'provider' : 'customer';
};

/** The customer froze it themself: a Blocked card without the provider's block, or one the provider blocked
 * on top of the customer's freeze. */
const customerFroze = (card: CardState): boolean =>
  card.status === 'Blocked' &&
  (card.settings.provider_block !== 'Yes' || card.settings.customer_freeze === 'Yes');

/** Back office `card block`: an Active card, or one the customer froze; the customer's freeze is remembered. */
export const providerBlock = (card: CardState): Partial<CardState> | undefined =>
  card.status === 'Active' || blockedBy(card) === 'customer'
    ? {
        status: 'Blocked',
        settings: {
          ...card.settings,
          provider_block: 'Yes',
          customer_freeze: customerFroze(card) ? 'Yes' : 'No',
        },
      }
    : undefined;

/** Back office `card unblock`: lifts only the provider's block; the customer's own freeze stays. */
export const providerUnblock = (card: CardState): Partial<CardState> | undefined =>
  blockedBy(card) === 'provider'
    ? {
        status: card.settings.customer_freeze === 'Yes' ? 'Blocked' : 'Active',
        settings: { ...card.settings, provider_block: 'No' },
      }
    : undefined;

/** Guards the customer's switch in its UPDATE: a provider block set meanwhile is never lifted. */
export const notProviderBlocked: SQL = sql`coalesce(${cards.settings}->>'provider_block', 'No') <> 'Yes'`;
