const MAX_USERS = 10_000;

/**
 * Serialized history pages by user and page. A history changes only when its user places an
 * order (new_game): the order route invalidates the user's pages once the order has committed.
 * A read takes `generation()` before its query and stores only if no invalidation (of anyone:
 * one counter stays bounded) came between, so a page read before a commit is never kept after it.
 */
export class HistoryCache {
  private readonly users = new Map<number, Map<number, string>>();
  private invalidations = 0;

  generation(): number {
    return this.invalidations;
  }

  get(userId: number, page: number): string | undefined {
    return this.users.get(userId)?.get(page);
  }

  store(userId: number, page: number, generation: number, body: string): void {
    if (generation !== this.invalidations) return;
    let pages = this.users.get(userId);
    if (!pages) {
      this.users.set(userId, (pages = new Map()));
      // Map keeps insertion order: the first user is the one cached longest ago.
      if (this.users.size > MAX_USERS) {
        const oldest = this.users.keys().next();
        if (!oldest.done) this.users.delete(oldest.value);
      }
    }
    pages.set(page, body);
  }

  invalidate(userId: number): void {
    this.invalidations += 1;
    this.users.delete(userId);
  }
}
