import { ActionIcon, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from './icons';

/**
 * A search box that runs on Enter or its button (spec 1 section 2: "Enter key works"); `testId` tells a page's box
 * from a dialog's. The submit stops at this form, so a box inside a dialog never submits the page's form around it.
 */
export function SearchInput({
  value,
  placeholder,
  onSearch,
  testId = 'search-input',
}: {
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <search style={{ flex: '1 1 260px', maxWidth: 420 }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onSearch(text.trim());
        }}
      >
        <TextInput
          size="sm"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          leftSection={<SearchIcon size={16} />}
          rightSectionWidth={40}
          rightSection={
            <ActionIcon
              type="submit"
              variant="filled"
              color="postBlue"
              size={28}
              aria-label={t('common:actions.search')}
              data-testid={`${testId}-submit`}
            >
              <SearchIcon size={16} />
            </ActionIcon>
          }
          data-testid={testId}
        />
      </form>
    </search>
  );
}
