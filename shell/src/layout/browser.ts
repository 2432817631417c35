/** Leaving the page, in one place so tests can watch it (jsdom cannot navigate). */
export const browser = {
  go(url: string): void {
    window.location.assign(url);
  },
};
