import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../../ui/button';
import * as dialogStyles from '../../../../ui/dialog.css';
import { Tab, TabList, TabPanel, Tabs } from '../../../../ui/tabs';
import { ProfileActivity } from './profile-activity';
import { ProfileDetails } from './profile-details';
import { ProfileSettings } from './profile-settings';
import { ProfileTransactions } from './profile-transactions';
import { type DirectoryUser, fullName } from './types';
import * as styles from './users.css';

/** The user profile: Details, Activity, Transactions, Settings, each polled every 5 s while open. */
export function UserProfileDialog({ user, onClose }: { user: DirectoryUser; onClose: () => void }) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && onClose()}
      className={dialogStyles.overlay}
    >
      <Modal className={`${dialogStyles.modal} ${styles.wideModal}`}>
        <AriaDialog className={`${dialogStyles.dialog} ${styles.profile}`}>
          <Heading slot="title" className={dialogStyles.heading}>
            {fullName(user) || user.email}
          </Heading>
          <p className={styles.subtitle}>{user.email}</p>
          <Tabs>
            <TabList aria-label="Profile sections">
              <Tab id="details">Details</Tab>
              <Tab id="activity">Activity</Tab>
              <Tab id="transactions">Transactions</Tab>
              <Tab id="settings">Settings</Tab>
            </TabList>
            <TabPanel id="details">
              <ProfileDetails userId={user.id} />
            </TabPanel>
            <TabPanel id="activity">
              <ProfileActivity userId={user.id} />
            </TabPanel>
            <TabPanel id="transactions">
              <ProfileTransactions userId={user.id} />
            </TabPanel>
            <TabPanel id="settings">
              <ProfileSettings userId={user.id} />
            </TabPanel>
          </Tabs>
          <div className={dialogStyles.actions}>
            <Button variant="ghost" onPress={onClose}>
              Close
            </Button>
          </div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
