import type { UnitWithGames } from '@ruangmain/domain/contracts/catalogue';
import { filterGamesForConsole } from '@ruangmain/domain/game-consoles';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { actionSelectClasses as selectClasses } from '@/features/desk/components/action-failure';
import { useDeskTranslation } from '@/lib/i18n-desk';

/**
 * The walk-in's console and game (issue 29): a unit may hold several consoles, so the desk picks the
 * one the party plays and is offered only that console's games, as the customer's wizard is. A unit
 * of one console asks no console.
 */
export function WalkInGamePicker({
  unit,
  consoleName,
  consoleField,
  gameField,
  gameError,
}: {
  unit: UnitWithGames | undefined;
  consoleName: string;
  consoleField: UseFormRegisterReturn;
  gameField: UseFormRegisterReturn;
  gameError: string | undefined;
}) {
  const { t } = useDeskTranslation();
  const consoles = unit?.consoles ?? [];
  const chosen = consoleName || (consoles.length === 1 ? (consoles[0]?.name ?? null) : null);
  const games = unit && chosen ? filterGamesForConsole(unit.games, consoles, chosen) : [];
  return (
    <>
      {consoles.length > 1 && (
        <label className="flex flex-col gap-1.5 text-sm font-semibold">
          {t('walkIn.console')}
          <select {...consoleField} className={selectClasses}>
            <option value="">{t('walkIn.chooseConsole')}</option>
            {consoles.map((item) => (
              <option key={item.name} value={item.name}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="flex flex-col gap-1.5 text-sm font-semibold">
        {t('walkIn.game')}
        <select {...gameField} className={selectClasses} aria-invalid={Boolean(gameError)}>
          <option value="">{chosen === null ? t('walkIn.consoleFirst') : t('walkIn.chooseGame')}</option>
          {games.map((game) => (
            <option key={game.id} value={game.id}>
              {game.title}
            </option>
          ))}
        </select>
        {gameError && <span className="text-xs font-medium text-danger">{gameError}</span>}
      </label>
    </>
  );
}
