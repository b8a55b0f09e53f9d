import type { Page } from '@playwright/test';

/** The product cards of the page's main content, found as shoppers' assistive technology finds them. */
export const productCards = (page: Page) => page.getByRole('main').getByRole('article');

export const cardNames = (page: Page) => productCards(page).getByRole('heading').allTextContents();

/** Each card's price as a number (the English format, "€1,249.00"). */
export const cardPrices = async (page: Page) =>
  (await productCards(page).allTextContents()).map((text) => Number(text.match(/€([\d,.]+)/)?.[1]?.replaceAll(',', '')));
