// The WebMCP draft's attributes (lib/agents/webmcp.ts), which React renders as they are (lower case,
// string values) but its types do not know yet.
import 'react';

declare module 'react' {
  interface FormHTMLAttributes<T> extends HTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
    /** A boolean attribute: present as '' or absent. */
    toolautosubmit?: '';
  }
  interface InputHTMLAttributes<T> extends HTMLAttributes<T> {
    toolparamdescription?: string;
  }
}
