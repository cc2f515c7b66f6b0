import { createContext, useContext } from 'react';

/** The id of the page being edited, for the fields that upload to it; none while it is new. */
export const EditedPageId = createContext<string | undefined>(undefined);

export const useEditedPageId = () => useContext(EditedPageId);
