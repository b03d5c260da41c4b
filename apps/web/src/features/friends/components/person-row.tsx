/** Avatar, name and username of a person in one of the page's lists, with whatever goes on the right. */
import type { ReactNode } from 'react';
import type { PublicUser } from '@quiz/contract/users';
import { Avatar } from '../../../components/avatar';
import { personName } from '../lib/person-name';

export function PersonRow({ person, children }: { person: PublicUser; children?: ReactNode }) {
  const name = personName(person);
  return (
    <li className="flex items-center gap-3 rounded-xl px-2 py-2">
      <Avatar src={person.profilePicture} name={name} className="h-10 w-10 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
        <p className="truncate text-xs text-slate-500">@{person.username}</p>
      </div>
      {children && <div className="flex shrink-0 items-center gap-2">{children}</div>}
    </li>
  );
}
