/** "Now friends" is said once, whether the search tab's answer or the live event comes first. */
export const nowFriendsToastId = (friendId: string) => `now-friends-${friendId}`;
