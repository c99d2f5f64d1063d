import { ActionIcon, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/icons';

/** Runs the search on Enter or the button; `testId` tells the page's box from a dialog's. */
export function SearchField({
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
            <ActionIcon type="submit" variant="filled" color="postBlue" size={28} aria-label={t('common:actions.search')}>
              <SearchIcon size={16} />
            </ActionIcon>
          }
          data-testid={testId}
        />
      </form>
    </search>
  );
}
