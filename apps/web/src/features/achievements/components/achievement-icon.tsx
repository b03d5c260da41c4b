/** The picture of an achievement, by the icon name the catalogue gives it. */
import {
  Award,
  BookOpen,
  Brain,
  CalendarCheck,
  Crown,
  Flame,
  Footprints,
  Gem,
  HeartHandshake,
  Library,
  Medal,
  MessageSquare,
  Pencil,
  Star,
  Trophy,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { AchievementIcon as IconName } from '@quiz/contract/achievements';
import { cn } from '../../../lib/cn';

const icons: Record<IconName, LucideIcon> = {
  footprints: Footprints,
  'book-open': BookOpen,
  crown: Crown,
  gem: Gem,
  star: Star,
  award: Award,
  brain: Brain,
  users: Users,
  trophy: Trophy,
  flame: Flame,
  medal: Medal,
  'calendar-check': CalendarCheck,
  zap: Zap,
  pencil: Pencil,
  library: Library,
  'message-square': MessageSquare,
  'heart-handshake': HeartHandshake,
};

export function AchievementIcon({
  icon,
  unlocked,
  className,
}: {
  icon: IconName;
  unlocked: boolean;
  className?: string;
}) {
  const Icon = icons[icon];
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full',
        unlocked ? 'bg-gradient-to-br from-amber-300 to-amber-500 text-amber-950' : 'bg-slate-100 text-slate-400',
        className ?? 'h-12 w-12',
      )}
    >
      <Icon className="h-1/2 w-1/2" aria-hidden="true" />
    </span>
  );
}
