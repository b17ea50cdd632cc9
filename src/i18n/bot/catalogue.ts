import type { BotMessageId } from './en';

/** Every bot catalogue has exactly English's keys (a missing or extra one is a type error). */
export type BotCatalogue = Readonly<Record<BotMessageId, string>>;
