/**
 * Numbers and code lists the API enforces and the storefront shows or checks before sending: plain
 * values without zod, so browser code can import them without the contract's schemas.
 */

// cart
/** Most units of one product a line may hold (spec: quantity 1..999). */
export const MAX_LINE_QUANTITY = 999;
/** Most distinct lines a cart may hold, so that one answer (and one order) stays bounded. */
export const MAX_CART_LINES = 100;
/** Longest customer comment. */
export const MAX_COMMENT_LENGTH = 1000;

/** Reasons a coupon fails (spec section 8), sent as `code` and in `coupon failed. Reason: <Code>`. */
export const COUPON_FAILURES = ['CouponIsEmpty', 'CouponNotFound', 'CouponExpired', 'LineItemsSubTotalTooSmall', 'CouponUsageLimitReached'] as const;

// customers
/** Passwords are 8 to 320 characters (spec section 9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 320;
/** A wishlist holds at most this many products, so that one answer stays small. */
export const WISHLIST_MAX_ITEMS = 100;
/** Where the storefront sends a shopper who needs to sign in (the forgot-password page links there too). */
export const SIGN_IN_PATH = '/checkout/personal-data?login=true';

// engagement
/** Contact form limits (spec sections 5 and 9). */
export const CONTACT_NAME_MAX = 320;
export const CONTACT_EMAIL_MAX = 320;
export const CONTACT_MESSAGE_MAX = 2000;
/** Hidden fields people never fill in; a submission with one filled is dropped silently. */
export const CONTACT_SPAM_TRAPS = ['website', 'phone2'] as const;
/** The largest violation report accepted. */
export const VIOLATION_REPORT_MAX_BYTES = 16 * 1024;
export const MAIL_OUTBOX_MAX_PAGE_SIZE = 100;

// search
/** Search input is at most 200 characters (spec section 9). */
export const MAX_SEARCH_LENGTH = 200;
/** Most filters (or filter values) one search may apply. */
export const MAX_FILTERS = 50;
/** Suggestions: 10 by default, 50 at most (spec section 9). */
export const DEFAULT_SUGGESTIONS = 10;
export const MAX_SUGGESTIONS = 50;
/** Grouped suggestions: products (6 by default, 10 at most), and at most 4 categories, pages and brands each. */
export const DEFAULT_GROUPED_PRODUCTS = 6;
export const MAX_GROUPED_PRODUCTS = 10;
export const MAX_GROUPED_OTHERS = 4;
/** Popular products a search that found nothing shows instead. */
export const POPULAR_PRODUCTS = 8;

/** Facet ids of spec section 9: CategoryID, Manufacturer, ListPrice and PreDefString_<variation attribute>. */
export const FACET_ID_PATTERN = /^(CategoryID|Manufacturer|ListPrice|PreDefString_[A-Za-z0-9_-]{1,60})$/;
export const isFacetId = (id: string) => FACET_ID_PATTERN.test(id);

// themes
/** Longest stylesheet URL the shell builds with settings (spec section 9); the parameter itself stays below it. */
export const STYLESHEET_URL_LIMIT = 1900;

// media
/** Largest image an owner may upload (bytes). */
export const IMAGE_UPLOAD_LIMIT = 10 * 1024 * 1024;

// shop settings
/** Selling points in the header and links to social networks an owner may keep (Shop.userSettings). */
export const MAX_SELLING_POINTS = 10;
export const MAX_SOCIAL_NETWORKS = 20;
/** Longest one-line texts of the settings: the shop's title, a selling point, the cookie notice's title. */
export const SHOP_SETTING_TEXT_MAX = 200;
export const SOCIAL_NETWORK_NAME_MAX = 64;
/** Longest pasted markup: the cookie notice's GDPR message, the trust badge's snippet. */
export const SHOP_SETTING_HTML_MAX = 5000;

/** Product reviews: a title and a text of a few sentences (spam seldom fits), the owner's reply, a page of them. */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_PAGE_SIZE_MAX = 20;
/** More links than this in a review is refused as spam; the rest are shown as plain text, never as links. */
export const REVIEW_LINKS_MAX = 1;

/** A shop's cart reminder goes out this many hours after the cart's last change: 24 unless the owner sets 1 to 720 (30 days). */
export const CART_REMINDER_DELAY_HOURS_DEFAULT = 24;
export const CART_REMINDER_DELAY_HOURS_MIN = 1;
export const CART_REMINDER_DELAY_HOURS_MAX = 720;

/** A Google Tag Manager container id as Tag Manager shows it: GTM- and its letters and digits (GTM-XXXXXXX). */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/** The built-in analytics overview (editor, GET /analytics/daily) shows this many days, up to today. */
export const ANALYTICS_DAYS_DEFAULT = 30;
export const ANALYTICS_DAYS_MAX = 366;

/**
 * An editor's heartbeat (issue 30, presence): it beats this often while a page is open, and counts as
 * editing the page until it has not beaten for the time to live (a closed tab, a lost network).
 */
export const PRESENCE_BEAT_MS = 10_000;
export const PRESENCE_TTL_MS = 30_000;
