import { RewardLockNote } from '@/features/booking/components/steps/reward-lock-note';
import { GameChoices } from '@/features/booking/components/steps/room/game-choices';
import { PeoplePicker } from '@/features/booking/components/steps/room/people-picker';
import { RoomChoices } from '@/features/booking/components/steps/room/room-choices';
import { UnitChoices } from '@/features/booking/components/steps/room/unit-choices';
import { StepSection } from '@/features/booking/components/steps/step-section';
import { useBookingDraft } from '@/features/booking/state/booking-draft-store';
import { useRoomsForConsole } from '@/lib/catalogue/get-rooms';
import { useBookingTranslation } from '@/lib/i18n-booking';

/**
 * Step 2 (spec 2 §2): number of people, room type, PS unit and game, in that order. Each choice
 * clears the ones after it (spec 2 §4 "Resets"); a reward fixes all but the game.
 */
export function RoomStep() {
  const { t } = useBookingTranslation();
  const { draft, display } = useBookingDraft();
  const rooms = useRoomsForConsole(draft.consoleName);
  const isLocked = draft.reward !== null;
  const room = rooms.data?.find((entry) => entry.id === draft.roomId) ?? null;
  // Before a room is chosen, offer as many people as the largest room of this console takes.
  const maxPeople =
    room?.max_visitors ?? Math.max(1, ...(rooms.data ?? []).map((entry) => entry.max_visitors));
  const roomName = room?.name ?? display.room?.name ?? null;
  const lockNote = isLocked ? <RewardLockNote /> : undefined;

  return (
    <div className="space-y-10">
      <StepSection title={t('room.peopleHeading')} hint={t('room.peopleHint')} aside={lockNote}>
        <PeoplePicker max={maxPeople} value={draft.people} isLocked={isLocked} />
      </StepSection>
      <StepSection title={t('room.roomsHeading')} aside={lockNote}>
        <RoomChoices
          consoleName={draft.consoleName}
          people={draft.people}
          selectedRoomId={draft.roomId}
          isLocked={isLocked}
        />
      </StepSection>
      <StepSection
        title={t('room.unitsHeading')}
        hint={roomName ? undefined : t('room.unitsHint')}
        aside={lockNote}
      >
        {roomName && (
          <UnitChoices
            consoleName={draft.consoleName}
            roomName={roomName}
            selectedUnitId={draft.unitId}
            isLocked={isLocked}
          />
        )}
      </StepSection>
      <StepSection
        title={t('room.gamesHeading')}
        hint={
          draft.unitId === null
            ? t('room.gamesHint')
            : draft.consoleName
              ? t('room.gamesForConsole', { console: draft.consoleName })
              : undefined
        }
      >
        {draft.unitId !== null && (
          <GameChoices unitId={draft.unitId} consoleName={draft.consoleName} selectedGameId={draft.gameId} />
        )}
      </StepSection>
    </div>
  );
}
