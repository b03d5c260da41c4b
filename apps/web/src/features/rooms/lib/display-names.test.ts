import { describe, expect, it } from 'vitest';
import { nameLabels, personName, type NamedPerson } from './display-names';

const account = (id: string, username: string, displayName: string | null = null): NamedPerson => ({
  _id: id,
  username,
  displayName,
});
const guest = (id: string, nickname: string): NamedPerson => ({
  _id: id,
  username: `guest-${id}`,
  displayName: nickname,
  isGuest: true,
});

describe('personName', () => {
  it('is the display name, else the username', () => {
    expect(personName(account('1', 'minh2', 'Minh'))).toBe('Minh');
    expect(personName(account('1', 'minh2'))).toBe('minh2');
    expect(personName(account('1', 'minh2', ''))).toBe('minh2');
  });
});

describe('nameLabels', () => {
  const minh1 = account('a', 'minh1', 'Minh');
  const minh2 = account('b', 'minh2', 'Minh');
  const lan = account('c', 'lan', 'Lan');

  it('leaves a name alone when nobody else in the room has it', () => {
    const label = nameLabels([minh1, lan]);
    expect(label(minh1)).toEqual({ name: 'Minh', handle: null, markGuest: false, text: 'Minh' });
    expect(label(lan).text).toBe('Lan');
  });

  it('adds the username to both accounts that share a name', () => {
    const label = nameLabels([minh1, minh2, lan]);
    expect(label(minh1)).toEqual({ name: 'Minh', handle: '@minh1', markGuest: false, text: 'Minh (@minh1)' });
    expect(label(minh2).text).toBe('Minh (@minh2)');
    expect(label(lan).handle).toBeNull();
  });

  it('treats names differing only in case or spaces as the same name', () => {
    const label = nameLabels([minh1, account('d', 'minh_b', ' minh ')]);
    expect(label(minh1).handle).toBe('@minh1');
    expect(label(account('d', 'minh_b', ' minh ')).handle).toBe('@minh_b');
  });

  it("clashes a display name with another account's username used as its name", () => {
    const plain = account('e', 'minh');
    const label = nameLabels([plain, minh2]);
    expect(label(plain).text).toBe('minh (@minh)');
    expect(label(minh2).text).toBe('Minh (@minh2)');
  });

  it('marks a guest as a guest rather than showing their generated username, and the account by its username', () => {
    const minhGuest = guest('g', 'Minh');
    const label = nameLabels([minh1, minhGuest]);
    expect(label(minhGuest)).toEqual({ name: 'Minh', handle: null, markGuest: true, text: 'Minh (guest)' });
    expect(label(minh1).text).toBe('Minh (@minh1)');
  });

  it('does not count the same person twice (the host is also a participant)', () => {
    const label = nameLabels([minh1, minh1, lan]);
    expect(label(minh1).handle).toBeNull();
  });

  it('tells apart someone who is not in the list from a namesake who is', () => {
    const label = nameLabels([minh1]);
    expect(label(minh2).text).toBe('Minh (@minh2)');
    expect(label(account('z', 'zed', 'Zed')).text).toBe('Zed');
  });
});
