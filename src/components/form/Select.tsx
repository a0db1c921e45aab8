import { memo } from 'react';
import type { Key } from 'react-aria-components/ListBox';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Button, Select as RACSelect, SelectValue, type SelectProps as RACSelectProps } from 'react-aria-components/Select';
import { cx } from '../cx.ts';
import * as fieldStyles from './field.css.ts';
import { FieldLabel, FieldMessages, type FieldProps } from './Field.tsx';
import { CheckIcon, ChevronDownIcon } from '../icons.tsx';
import * as styles from './Select.css.ts';

export interface SelectItem {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<RACSelectProps<SelectItem>, 'children' | 'className' | 'style' | 'items' | 'selectionMode'>,
    FieldProps {
  items: readonly SelectItem[];
  className?: string;
}

/** Single-choice dropdown (RAC Select) with label, placeholder, description and error message. */
function SelectKit({ label, description, errorMessage, items, placeholder = 'Select an option', className, ...props }: SelectProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <RACSelect {...props} placeholder={placeholder} disabledKeys={disabledKeys} className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className={fieldStyles.control({ kind: 'trigger' })}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </Button>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover className={fieldStyles.popover} offset={4}>
        <ListBox items={items} className={styles.listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
              {({ isSelected }) => (
                <>
                  {item.label}
                  {isSelected && <CheckIcon />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/** Memo: a keystroke elsewhere in the form leaves it alone (src/components/form/Form.tsx). */
export const Select = memo(SelectKit);
