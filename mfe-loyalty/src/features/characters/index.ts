export { CharacterGallery } from './CharacterGallery';
export { CharacterChangeDialog } from './CharacterChangeDialog';
export { CharacterConfirmDialog } from './CharacterConfirmDialog';
export { CharacterSelect } from './CharacterSelect';
export { CHANGE_DIALOG, CONFIRM_DIALOG } from './rules';
