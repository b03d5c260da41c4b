/** Which friend's chat is open in this tab: its messages are read as they come, not counted as unread. */
let openFriendId: string | null = null;

export function watchOpenChat(friendId: string) {
  openFriendId = friendId;
  return () => {
    if (openFriendId === friendId) openFriendId = null;
  };
}

export const openChatFriendId = () => openFriendId;
