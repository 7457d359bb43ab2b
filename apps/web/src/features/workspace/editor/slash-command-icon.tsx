import {
  CheckSquare,
  Code,
  Flag,
  Heading1,
  Heading2,
  Heading3,
  Image,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  Quote,
  type LucideIcon,
} from 'lucide-react';
import type { SlashCommandId } from '@/features/workspace/editor/slash-commands';

const icons: Record<SlashCommandId, LucideIcon> = {
  heading1: Heading1,
  heading2: Heading2,
  heading3: Heading3,
  paragraph: Pilcrow,
  bulletList: List,
  orderedList: ListOrdered,
  taskList: CheckSquare,
  blockquote: Quote,
  codeBlock: Code,
  divider: Minus,
  image: Image,
  step: Flag,
};

export function SlashCommandIcon({ id }: { id: SlashCommandId }) {
  const Icon = icons[id];
  return <Icon aria-hidden="true" className="size-4 text-muted" />;
}
