type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** The page's dataLayer (Google Tag Manager's queue), made when first needed. */
export function dataLayer(): unknown[] {
  const target = window as DataLayerWindow;
  return (target.dataLayer ??= []);
}
