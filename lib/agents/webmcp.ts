/**
 * The declarative WebMCP tools of the storefront's forms (docs/api/agents.md, WebMCP): attributes of the
 * W3C Web Machine Learning community group's draft (webmachinelearning/webmcp, "WebMCP declarative
 * API" explainer) that a browser with WebMCP turns into tools for an agent, the form's fields becoming
 * the tool's parameters by their `name`. Shoppers see nothing of them and no script reads them; an agent
 * reads them in English, as the MCP endpoint's tool descriptions (tool names are the same as there).
 */

/** The header's search: the agent may submit it itself (`toolautosubmit`), since a search changes nothing. */
export const SEARCH_FORM_TOOL = {
  toolname: 'search_catalog',
  tooldescription: 'Search this shop\'s products by words in their names and descriptions; opens the search results page.',
  toolautosubmit: '',
} as const;

export const SEARCH_QUERY_PARAM = { toolparamdescription: 'Words to search for, at most 200 characters' } as const;

/**
 * The product page's buy box, where its product can be bought (a simple product or a variation, in
 * stock): the agent fills in the quantity and the shopper presses the button (no `toolautosubmit`), so
 * a change of the cart stays the shopper's to confirm.
 */
export const ADD_TO_CART_FORM_TOOL = {
  toolname: 'add_to_cart',
  tooldescription: 'Add the product of this page to the shopper\'s cart; the shopper confirms with the Add to cart button.',
} as const;

export const QUANTITY_PARAM = { name: 'quantity', toolparamdescription: 'How many to add, a whole number from 1' } as const;
