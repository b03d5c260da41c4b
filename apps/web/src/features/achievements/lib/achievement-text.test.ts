import { afterEach, describe, expect, it } from 'vitest';
import { AchievementCatalogue } from '@quiz/contract/achievements';
import { chooseLanguage } from '../../../i18n';
import { achievementText } from './achievement-text';

afterEach(() => chooseLanguage('en'));

const asShown = (definition: (typeof AchievementCatalogue)[number]) =>
  achievementText({ ...definition, _id: definition.id });

describe('achievementText', () => {
  it('reads every achievement in English exactly as the catalogue words it', () => {
    for (const definition of AchievementCatalogue) {
      expect(asShown(definition)).toEqual({ name: definition.name, description: definition.description });
    }
  });

  it('has every achievement in Vietnamese, keeping its figures', async () => {
    await chooseLanguage('vi');
    for (const definition of AchievementCatalogue) {
      const shown = asShown(definition);
      expect(shown.description, definition.id).not.toBe(definition.description);
      const figures = (s: string) => s.match(/\d+/g) ?? [];
      expect(figures(shown.description), definition.id).toEqual(figures(definition.description));
    }
    expect(asShown(AchievementCatalogue[0]!).name).toBe('Những bước đầu tiên');
  });

  it('shows an achievement the message files do not know as the server sent it', async () => {
    await chooseLanguage('vi');
    expect(achievementText({ _id: 'brand-new', name: 'Brand New', description: 'Do something new.' })).toEqual({
      name: 'Brand New',
      description: 'Do something new.',
    });
  });
});
