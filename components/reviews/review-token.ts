/** The review mail's link carries its token as `?review=`; the cached page cannot know it, the browser can. */
export const reviewToken = (): string | undefined => new URLSearchParams(window.location.search).get('review') ?? undefined;
