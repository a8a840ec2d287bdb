// @casino/shared/ui — the design-system primitives, bundled by each part that renders them.
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Select, type SelectOption, type SelectProps } from './Select';
export { currentTab, TabNav, type TabNavItem, type TabNavProps } from './TabNav';
export { Spinner, Loader, type SpinnerProps, type SpinnerSize, type LoaderProps } from './Spinner';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { ProgressBar, clampPercent, type ProgressBarProps } from './ProgressBar';
export { ConfirmPanel, type ConfirmPanelProps } from './ConfirmPanel';
export { EmptyState, ErrorState, type StateAction, type StateProps } from './States';
export { Money, type MoneyProps } from './Money';
export { VirtualGrid, type VirtualGridProps } from './VirtualGrid';
export { gridLayout, overscanRows, VIRTUAL_BUFFER_PX, type GridLayout, type GridLayoutInput } from './gridLayout';
export { UI_STRINGS, useUiStrings, type UiStringKey } from './strings';
export { cx } from './cx';
export { Icon, ICONS, ICON_NAMES, iconSvg, iconUrl, iconVersion, fetchIconSvg, ICONS_PATH, type IconName, type IconProps } from './icons';
