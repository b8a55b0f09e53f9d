export const DEFAULT_SHOP_ROUTE: string;
export const DEFAULT_SHOP_SEGMENTS: string[];
