export { readSettings, SettingsError, settingsSchema, settingDocs, type Settings, type SettingName, type SettingDoc } from './read';
export { settingsTable, withSettingsTable } from './table';
