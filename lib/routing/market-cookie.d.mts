export declare const MARKET_COOKIE = 'vitrine-market';
export declare const MARKET_CODE: string;
