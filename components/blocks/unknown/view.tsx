import type { BlockViewProps } from '../types';

/** What a block of a type this build does not know shows (spec section 8). */
export function UnknownBlock({ block }: BlockViewProps) {
  return <p className="block-unknown">Unknown block type: {block.type}</p>;
}
