import { BanLog } from './ban-log';
import { ChatSettings } from './chat-settings';
import { ShieldedWords } from './shielded-words';
import '../../super-admin/staff.css';

/** The presenter console's moderation tab: the ban log, shielded words and chat settings. */
export interface ModerationTabProps {
  /** The signed-in presenter's id (getInfo2 / stream presenterId). */
  presenterId: string;
}

export default function ModerationTab({ presenterId }: ModerationTabProps) {
  return (
    <div className="staff-tab">
      <BanLog presenterId={presenterId} />
      <div className="staff-columns">
        <ShieldedWords presenterId={presenterId} />
        <ChatSettings presenterId={presenterId} />
      </div>
    </div>
  );
}
