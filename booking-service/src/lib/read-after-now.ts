/**
 * A read that concurrent callers share, where each caller needs one that started after it asked
 * (so it sees everything committed before): while a read is in flight, callers arriving wait for
 * the next one, which starts as soon as it ends. Under load, one read answers many callers
 * instead of one each; alone, a caller waits for exactly one read.
 */
export class ReadAfterNow<T> {
  private inFlight?: Promise<T>;
  private next?: Promise<T>;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.inFlight) return this.start();
    // The read in flight may have started before this call: wait for the one after it.
    if (!this.next) {
      const after = () => {
        this.next = undefined;
        return this.start();
      };
      this.next = this.inFlight.then(after, after);
    }
    return this.next;
  }

  private start(): Promise<T> {
    const read = this.read().finally(() => {
      if (this.inFlight === read) this.inFlight = undefined;
    });
    this.inFlight = read;
    return read;
  }
}
