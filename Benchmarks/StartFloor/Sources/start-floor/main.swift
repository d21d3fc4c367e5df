// Starts and exits; the one Foundation call keeps libFoundation linked and loaded, as it is in swatch.
import Foundation

exit(ProcessInfo.processInfo.arguments.isEmpty ? 1 : 0)
