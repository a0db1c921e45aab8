// Mounts the mock panel into its own DOM node, outside the app's React root.
import { createRoot } from 'react-dom/client';
import { MockPanel, type MockPanelProps } from './MockPanel.tsx';
import { panelNodeId as nodeId } from './panelCopy.ts';

export function mountMockPanel(props: MockPanelProps): () => void {
  let node = document.getElementById(nodeId);
  if (!node) {
    node = document.createElement('div');
    node.id = nodeId;
    document.body.append(node);
  }
  const root = createRoot(node);
  root.render(<MockPanel {...props} />);
  return () => {
    root.unmount();
    node.remove();
  };
}
