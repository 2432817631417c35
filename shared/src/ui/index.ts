// The ambient '*.css' declaration must reach packages that compile this folder from source.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css.d.ts" />
import './tokens.css';

export { Button, type ButtonProps, type ButtonVariant } from './button';
export { TextInput, type TextInputProps } from './text-input';
export { Select, type SelectProps, type SelectOption } from './select';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Modal, type ModalProps } from './modal';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Alert, type AlertProps, type AlertVariant } from './alert';
export { Spinner, type SpinnerProps } from './spinner';
export { ErrorCard, type ErrorCardProps } from './error-card';
export { Tabs, type TabsProps, type TabItem } from './tabs';
export { Dropdown, type DropdownProps, type DropdownItem } from './dropdown';
export { Skeleton, type SkeletonProps } from './skeleton';
export { VisuallyHidden } from './visually-hidden';
export { cx } from './class-names';
export { useOutsidePointerDown } from './outside-pointer';
export { startStandalone } from './standalone';
