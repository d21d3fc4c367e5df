import Dispatch
import Foundation
import SwatchKit

/// SIGINT, SIGTERM and SIGHUP remove the run's temporary files and folders, then end the process with
/// 128 + the signal's number (130 for Ctrl-C, 143 for SIGTERM), as shells expect.
enum Interrupts {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Routes the signals to a handler on a queue of their own, so it runs even while every core renders.
    static func install() {
        let queue = DispatchQueue(label: "swatch.interrupts")
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)  // the dispatch source receives it instead
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                TemporaryFiles.removeAll()
                _exit(128 + number)  // not exit(): other threads are still drawing
            }
            source.resume()
            sources.append(source)
        }
    }
}
