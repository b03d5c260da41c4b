/** The chat with the chosen friend: header, messages (older pages on demand), who is typing, the text box. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import { SocialLimits, type Friend } from '@quiz/contract/social';
import { Avatar } from '../../../components/avatar';
import { ChatComposer } from '../../../components/chat/chat-composer';
import { ChatMessageList } from '../../../components/chat/chat-message-list';
import { ReconnectBanner } from '../../../components/reconnect-banner';
import { Button } from '../../../components/ui/button';
import { useDirectChat } from '../hooks/use-direct-chat';
import { personName } from '../lib/person-name';
import { RemoveFriendButton } from './remove-friend-button';

export const chatPanelClasses =
  'flex h-[32rem] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:h-[36rem]';

export function FriendChat({ friend }: { friend: Friend }) {
  const { t } = useTranslation();
  const chat = useDirectChat(friend);
  const [text, setText] = useState('');
  const name = personName(friend);
  const canSend = text.trim() !== '' && chat.canReach;

  return (
    <section aria-label={t('friends.chatWith', { name })} className={chatPanelClasses}>
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
        <Avatar src={friend.profilePicture} name={name} className="h-10 w-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-slate-900">{name}</h2>
          <p className="truncate text-xs text-slate-500">@{friend.username}</p>
        </div>
        <RemoveFriendButton friend={friend} />
      </header>
      <ReconnectBanner realtime={chat.realtime} className="m-2 sm:flex-col sm:items-stretch" />
      <ChatMessageList
        messages={chat.messages}
        me={chat.me}
        loading={chat.loading}
        onRetry={chat.canReach ? (message) => chat.retry(message._id) : undefined}
        top={
          chat.hasMore && (
            <div className="mb-3 flex justify-center">
              <Button
                variant="ghost"
                className="px-3 py-1 text-xs"
                loading={chat.loadingOlder}
                onClick={chat.loadOlder}
              >
                {t('friends.loadOlder')}
              </Button>
            </div>
          )
        }
      />
      <p className="h-5 px-4 text-xs text-slate-500 italic" aria-live="polite">
        {chat.typingName && Messages.friendTyping(chat.typingName)}
      </p>
      <ChatComposer
        value={text}
        onChange={(value) => {
          setText(value);
          chat.onKeystroke();
        }}
        onSend={() => {
          if (chat.send(text)) setText('');
        }}
        canSend={canSend}
        maxLength={SocialLimits.messageMax}
      />
    </section>
  );
}
