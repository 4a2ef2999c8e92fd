;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (local $9 f32)
  (block $folding-inner1
   (block $folding-inner0
    (if
     (i32.ge_s
      (i32.sub
       (local.get $1)
       (local.get $0)
      )
      (i32.const 4)
     )
     (then
      (loop $vl4
       (if
        (i32.and
         (i32.and
          (i32.lt_u
           (local.get $0)
           (local.get $8)
          )
          (i32.lt_u
           (local.tee $2
            (i32.add
             (local.get $0)
             (i32.const 3)
            )
           )
           (local.get $8)
          )
         )
         (i32.and
          (i32.lt_u
           (local.get $0)
           (local.get $6)
          )
          (i32.lt_u
           (local.get $2)
           (local.get $6)
          )
         )
        )
        (then
         (v128.store align=4
          (i32.add
           (local.get $7)
           (local.tee $2
            (i32.shl
             (local.get $0)
             (i32.const 2)
            )
           )
          )
          (f32x4.add
           (f32x4.mul
            (f32x4.add
             (f32x4.mul
              (f32x4.add
               (f32x4.mul
                (f32x4.add
                 (f32x4.mul
                  (f32x4.add
                   (f32x4.mul
                    (f32x4.add
                     (f32x4.mul
                      (f32x4.add
                       (f32x4.mul
                        (f32x4.add
                         (f32x4.mul
                          (f32x4.add
                           (f32x4.mul
                            (f32x4.add
                             (f32x4.mul
                              (f32x4.add
                               (f32x4.mul
                                (f32x4.add
                                 (f32x4.mul
                                  (f32x4.add
                                   (f32x4.mul
                                    (f32x4.add
                                     (f32x4.mul
                                      (f32x4.add
                                       (f32x4.mul
                                        (f32x4.add
                                         (f32x4.mul
                                          (f32x4.add
                                           (f32x4.mul
                                            (f32x4.add
                                             (f32x4.mul
                                              (f32x4.add
                                               (f32x4.mul
                                                (f32x4.add
                                                 (f32x4.mul
                                                  (f32x4.add
                                                   (f32x4.mul
                                                    (f32x4.add
                                                     (f32x4.mul
                                                      (f32x4.add
                                                       (f32x4.mul
                                                        (f32x4.add
                                                         (f32x4.mul
                                                          (f32x4.add
                                                           (f32x4.mul
                                                            (f32x4.add
                                                             (f32x4.mul
                                                              (f32x4.add
                                                               (f32x4.mul
                                                                (f32x4.add
                                                                 (f32x4.mul
                                                                  (f32x4.add
                                                                   (f32x4.mul
                                                                    (f32x4.add
                                                                     (f32x4.mul
                                                                      (f32x4.add
                                                                       (f32x4.mul
                                                                        (f32x4.add
                                                                         (f32x4.mul
                                                                          (f32x4.add
                                                                           (f32x4.mul
                                                                            (f32x4.add
                                                                             (f32x4.mul
                                                                              (f32x4.add
                                                                               (f32x4.mul
                                                                                (f32x4.add
                                                                                 (f32x4.mul
                                                                                  (f32x4.add
                                                                                   (f32x4.mul
                                                                                    (f32x4.add
                                                                                     (f32x4.mul
                                                                                      (f32x4.add
                                                                                       (f32x4.mul
                                                                                        (f32x4.add
                                                                                         (f32x4.mul
                                                                                          (f32x4.add
                                                                                           (f32x4.mul
                                                                                            (f32x4.add
                                                                                             (f32x4.mul
                                                                                              (f32x4.add
                                                                                               (f32x4.mul
                                                                                                (f32x4.add
                                                                                                 (f32x4.mul
                                                                                                  (f32x4.add
                                                                                                   (f32x4.mul
                                                                                                    (f32x4.add
                                                                                                     (f32x4.mul
                                                                                                      (f32x4.add
                                                                                                       (f32x4.mul
                                                                                                        (f32x4.add
                                                                                                         (f32x4.mul
                                                                                                          (f32x4.add
                                                                                                           (f32x4.mul
                                                                                                            (f32x4.add
                                                                                                             (f32x4.mul
                                                                                                              (f32x4.add
                                                                                                               (f32x4.mul
                                                                                                                (f32x4.add
                                                                                                                 (f32x4.mul
                                                                                                                  (f32x4.add
                                                                                                                   (f32x4.mul
                                                                                                                    (f32x4.add
                                                                                                                     (f32x4.mul
                                                                                                                      (f32x4.add
                                                                                                                       (f32x4.mul
                                                                                                                        (f32x4.add
                                                                                                                         (f32x4.mul
                                                                                                                          (f32x4.add
                                                                                                                           (f32x4.mul
                                                                                                                            (f32x4.add
                                                                                                                             (f32x4.mul
                                                                                                                              (f32x4.add
                                                                                                                               (f32x4.mul
                                                                                                                                (f32x4.add
                                                                                                                                 (f32x4.mul
                                                                                                                                  (f32x4.add
                                                                                                                                   (f32x4.mul
                                                                                                                                    (f32x4.add
                                                                                                                                     (f32x4.mul
                                                                                                                                      (f32x4.add
                                                                                                                                       (f32x4.mul
                                                                                                                                        (f32x4.add
                                                                                                                                         (f32x4.mul
                                                                                                                                          (f32x4.add
                                                                                                                                           (f32x4.mul
                                                                                                                                            (f32x4.add
                                                                                                                                             (f32x4.mul
                                                                                                                                              (f32x4.add
                                                                                                                                               (f32x4.mul
                                                                                                                                                (f32x4.add
                                                                                                                                                 (f32x4.mul
                                                                                                                                                  (f32x4.add
                                                                                                                                                   (f32x4.mul
                                                                                                                                                    (f32x4.add
                                                                                                                                                     (f32x4.mul
                                                                                                                                                      (f32x4.add
                                                                                                                                                       (f32x4.mul
                                                                                                                                                        (f32x4.add
                                                                                                                                                         (f32x4.mul
                                                                                                                                                          (f32x4.add
                                                                                                                                                           (f32x4.mul
                                                                                                                                                            (f32x4.add
                                                                                                                                                             (f32x4.mul
                                                                                                                                                              (f32x4.add
                                                                                                                                                               (f32x4.mul
                                                                                                                                                                (f32x4.add
                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                  (f32x4.add
                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                    (f32x4.add
                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                      (f32x4.add
                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                        (f32x4.add
                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                          (f32x4.add
                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                            (f32x4.add
                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                              (f32x4.add
                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                                                                                                                                      (v128.load align=4
                                                                                                                                                                                                                                                                                                                       (i32.add
                                                                                                                                                                                                                                                                                                                        (local.get $2)
                                                                                                                                                                                                                                                                                                                        (local.get $5)
                                                                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                                                                     (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                                                   (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                                                 (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                                                               (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                                                             (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                                                           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                                                         (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                                                       (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                                                     (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                                   (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                                 (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                                               (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                                             (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                                           (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                                         (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                                       (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                                     (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                   (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                 (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                               (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                             (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                           (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                         (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                       (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                     (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                   (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                 (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                               (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                             (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                           (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                         (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                       (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                     (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                   (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                 (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                             (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                           (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                         (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                       (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                     (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                   (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                 (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                               )
                                                                                                                                                                                                                               (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                              )
                                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                             )
                                                                                                                                                                                                                             (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                            )
                                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                           )
                                                                                                                                                                                                                           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                          )
                                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                         )
                                                                                                                                                                                                                         (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                        )
                                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                       )
                                                                                                                                                                                                                       (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                      )
                                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                     )
                                                                                                                                                                                                                     (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                    )
                                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                   )
                                                                                                                                                                                                                   (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                  )
                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                 )
                                                                                                                                                                                                                 (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                )
                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                               )
                                                                                                                                                                                                               (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                              )
                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                             )
                                                                                                                                                                                                             (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                            )
                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                           )
                                                                                                                                                                                                           (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                          )
                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                         )
                                                                                                                                                                                                         (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                        )
                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                       )
                                                                                                                                                                                                       (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                      )
                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                     )
                                                                                                                                                                                                     (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                    )
                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                   )
                                                                                                                                                                                                   (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                  )
                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                 )
                                                                                                                                                                                                 (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                )
                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                               )
                                                                                                                                                                                               (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                              )
                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                             )
                                                                                                                                                                                             (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                            )
                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                           )
                                                                                                                                                                                           (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                          )
                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                         )
                                                                                                                                                                                         (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                        )
                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                       )
                                                                                                                                                                                       (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                      )
                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                     )
                                                                                                                                                                                     (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                    )
                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                   )
                                                                                                                                                                                   (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                  )
                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                 )
                                                                                                                                                                                 (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                )
                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                               )
                                                                                                                                                                               (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                              )
                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                             )
                                                                                                                                                                             (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                            )
                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                           )
                                                                                                                                                                           (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                          )
                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                         )
                                                                                                                                                                         (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                        )
                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                       )
                                                                                                                                                                       (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                      )
                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                     )
                                                                                                                                                                     (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                    )
                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                   )
                                                                                                                                                                   (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                  )
                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                 )
                                                                                                                                                                 (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                )
                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                               )
                                                                                                                                                               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                              )
                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                             )
                                                                                                                                                             (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                            )
                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                           )
                                                                                                                                                           (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                          )
                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                         )
                                                                                                                                                         (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                        )
                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                       )
                                                                                                                                                       (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                      )
                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                     )
                                                                                                                                                     (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                    )
                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                   )
                                                                                                                                                   (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                  )
                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                 )
                                                                                                                                                 (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                )
                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                               )
                                                                                                                                               (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                              )
                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                             )
                                                                                                                                             (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                            )
                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                           )
                                                                                                                                           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                          )
                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                         )
                                                                                                                                         (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                        )
                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                       )
                                                                                                                                       (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                      )
                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                     )
                                                                                                                                     (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                    )
                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                   )
                                                                                                                                   (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                  )
                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                 )
                                                                                                                                 (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                )
                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                               )
                                                                                                                               (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                              )
                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                             )
                                                                                                                             (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                            )
                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                           )
                                                                                                                           (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                          )
                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                         )
                                                                                                                         (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                        )
                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                       )
                                                                                                                       (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                      )
                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                     )
                                                                                                                     (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                    )
                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                   )
                                                                                                                   (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                  )
                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                 )
                                                                                                                 (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                )
                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                               )
                                                                                                               (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                              )
                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                             )
                                                                                                             (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                            )
                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                           )
                                                                                                           (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                          )
                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                         )
                                                                                                         (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                        )
                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                       )
                                                                                                       (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                      )
                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                     )
                                                                                                     (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                    )
                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                   )
                                                                                                   (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                  )
                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                 )
                                                                                                 (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                )
                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                               )
                                                                                               (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                              )
                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                             )
                                                                                             (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                            )
                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                           )
                                                                                           (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                          )
                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                         )
                                                                                         (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                        )
                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                       )
                                                                                       (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                      )
                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                     )
                                                                                     (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                    )
                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                   )
                                                                                   (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                  )
                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                 )
                                                                                 (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                )
                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                               )
                                                                               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                              )
                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                             )
                                                                             (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                            )
                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                           )
                                                                           (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                          )
                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                         )
                                                                         (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                        )
                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                       )
                                                                       (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                      )
                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                     )
                                                                     (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                    )
                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                   )
                                                                   (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                  )
                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                 )
                                                                 (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                )
                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                               )
                                                               (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                              )
                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                             )
                                                             (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                            )
                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                           )
                                                           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                          )
                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                         )
                                                         (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                        )
                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                       )
                                                       (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                      )
                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                     )
                                                     (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                    )
                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                   )
                                                   (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                  )
                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                 )
                                                 (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                )
                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                               )
                                               (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                              )
                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                             )
                                             (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                            )
                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                           )
                                           (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                          )
                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                         )
                                         (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                        )
                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                       )
                                       (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                      )
                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                     )
                                     (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                    )
                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                   )
                                   (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                  )
                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                 )
                                 (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                )
                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                               )
                               (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                              )
                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                             )
                             (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                            )
                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                           )
                           (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                          )
                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                         )
                         (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                        )
                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                       )
                       (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                      )
                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                     )
                     (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                    )
                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                   )
                   (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                  )
                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                 )
                 (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                )
                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
               )
               (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
              )
              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
             )
             (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
            )
            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
           )
           (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
          )
         )
         (local.set $0
          (i32.add
           (local.get $0)
           (i32.const 4)
          )
         )
        )
        (else
         (if
          (i32.gt_s
           (local.tee $3
            (i32.add
             (local.get $0)
             (i32.const 4)
            )
           )
           (local.get $0)
          )
          (then
           (loop $l2
            (if
             (i32.ge_u
              (local.tee $2
               (local.get $0)
              )
              (local.get $6)
             )
             (then
              (br $folding-inner0)
             )
            )
            (local.set $9
             (f32.add
              (f32.mul
               (f32.add
                (f32.mul
                 (f32.add
                  (f32.mul
                   (f32.add
                    (f32.mul
                     (f32.add
                      (f32.mul
                       (f32.add
                        (f32.mul
                         (f32.add
                          (f32.mul
                           (f32.add
                            (f32.mul
                             (f32.add
                              (f32.mul
                               (f32.add
                                (f32.mul
                                 (f32.add
                                  (f32.mul
                                   (f32.add
                                    (f32.mul
                                     (f32.add
                                      (f32.mul
                                       (f32.add
                                        (f32.mul
                                         (f32.add
                                          (f32.mul
                                           (f32.add
                                            (f32.mul
                                             (f32.add
                                              (f32.mul
                                               (f32.add
                                                (f32.mul
                                                 (f32.add
                                                  (f32.mul
                                                   (f32.add
                                                    (f32.mul
                                                     (f32.add
                                                      (f32.mul
                                                       (f32.add
                                                        (f32.mul
                                                         (f32.add
                                                          (f32.mul
                                                           (f32.add
                                                            (f32.mul
                                                             (f32.add
                                                              (f32.mul
                                                               (f32.add
                                                                (f32.mul
                                                                 (f32.add
                                                                  (f32.mul
                                                                   (f32.add
                                                                    (f32.mul
                                                                     (f32.add
                                                                      (f32.mul
                                                                       (f32.add
                                                                        (f32.mul
                                                                         (f32.add
                                                                          (f32.mul
                                                                           (f32.add
                                                                            (f32.mul
                                                                             (f32.add
                                                                              (f32.mul
                                                                               (f32.add
                                                                                (f32.mul
                                                                                 (f32.add
                                                                                  (f32.mul
                                                                                   (f32.add
                                                                                    (f32.mul
                                                                                     (f32.add
                                                                                      (f32.mul
                                                                                       (f32.add
                                                                                        (f32.mul
                                                                                         (f32.add
                                                                                          (f32.mul
                                                                                           (f32.add
                                                                                            (f32.mul
                                                                                             (f32.add
                                                                                              (f32.mul
                                                                                               (f32.add
                                                                                                (f32.mul
                                                                                                 (f32.add
                                                                                                  (f32.mul
                                                                                                   (f32.add
                                                                                                    (f32.mul
                                                                                                     (f32.add
                                                                                                      (f32.mul
                                                                                                       (f32.add
                                                                                                        (f32.mul
                                                                                                         (f32.add
                                                                                                          (f32.mul
                                                                                                           (f32.add
                                                                                                            (f32.mul
                                                                                                             (f32.add
                                                                                                              (f32.mul
                                                                                                               (f32.add
                                                                                                                (f32.mul
                                                                                                                 (f32.add
                                                                                                                  (f32.mul
                                                                                                                   (f32.add
                                                                                                                    (f32.mul
                                                                                                                     (f32.add
                                                                                                                      (f32.mul
                                                                                                                       (f32.add
                                                                                                                        (f32.mul
                                                                                                                         (f32.add
                                                                                                                          (f32.mul
                                                                                                                           (f32.add
                                                                                                                            (f32.mul
                                                                                                                             (f32.add
                                                                                                                              (f32.mul
                                                                                                                               (f32.add
                                                                                                                                (f32.mul
                                                                                                                                 (f32.add
                                                                                                                                  (f32.mul
                                                                                                                                   (f32.add
                                                                                                                                    (f32.mul
                                                                                                                                     (f32.add
                                                                                                                                      (f32.mul
                                                                                                                                       (f32.add
                                                                                                                                        (f32.mul
                                                                                                                                         (f32.add
                                                                                                                                          (f32.mul
                                                                                                                                           (f32.add
                                                                                                                                            (f32.mul
                                                                                                                                             (f32.add
                                                                                                                                              (f32.mul
                                                                                                                                               (f32.add
                                                                                                                                                (f32.mul
                                                                                                                                                 (f32.add
                                                                                                                                                  (f32.mul
                                                                                                                                                   (f32.add
                                                                                                                                                    (f32.mul
                                                                                                                                                     (f32.add
                                                                                                                                                      (f32.mul
                                                                                                                                                       (f32.add
                                                                                                                                                        (f32.mul
                                                                                                                                                         (f32.add
                                                                                                                                                          (f32.mul
                                                                                                                                                           (f32.add
                                                                                                                                                            (f32.mul
                                                                                                                                                             (f32.add
                                                                                                                                                              (f32.mul
                                                                                                                                                               (f32.add
                                                                                                                                                                (f32.mul
                                                                                                                                                                 (f32.add
                                                                                                                                                                  (f32.mul
                                                                                                                                                                   (f32.add
                                                                                                                                                                    (f32.mul
                                                                                                                                                                     (f32.add
                                                                                                                                                                      (f32.mul
                                                                                                                                                                       (f32.add
                                                                                                                                                                        (f32.mul
                                                                                                                                                                         (f32.add
                                                                                                                                                                          (f32.mul
                                                                                                                                                                           (f32.add
                                                                                                                                                                            (f32.mul
                                                                                                                                                                             (f32.add
                                                                                                                                                                              (f32.mul
                                                                                                                                                                               (f32.add
                                                                                                                                                                                (f32.mul
                                                                                                                                                                                 (f32.add
                                                                                                                                                                                  (f32.mul
                                                                                                                                                                                   (f32.add
                                                                                                                                                                                    (f32.mul
                                                                                                                                                                                     (f32.add
                                                                                                                                                                                      (f32.mul
                                                                                                                                                                                       (f32.add
                                                                                                                                                                                        (f32.mul
                                                                                                                                                                                         (f32.add
                                                                                                                                                                                          (f32.mul
                                                                                                                                                                                           (f32.add
                                                                                                                                                                                            (f32.mul
                                                                                                                                                                                             (f32.add
                                                                                                                                                                                              (f32.mul
                                                                                                                                                                                               (f32.add
                                                                                                                                                                                                (f32.mul
                                                                                                                                                                                                 (f32.add
                                                                                                                                                                                                  (f32.mul
                                                                                                                                                                                                   (f32.add
                                                                                                                                                                                                    (f32.mul
                                                                                                                                                                                                     (f32.add
                                                                                                                                                                                                      (f32.mul
                                                                                                                                                                                                       (f32.add
                                                                                                                                                                                                        (f32.mul
                                                                                                                                                                                                         (f32.add
                                                                                                                                                                                                          (f32.mul
                                                                                                                                                                                                           (f32.add
                                                                                                                                                                                                            (f32.mul
                                                                                                                                                                                                             (f32.add
                                                                                                                                                                                                              (f32.mul
                                                                                                                                                                                                               (f32.add
                                                                                                                                                                                                                (f32.mul
                                                                                                                                                                                                                 (f32.add
                                                                                                                                                                                                                  (f32.mul
                                                                                                                                                                                                                   (f32.add
                                                                                                                                                                                                                    (f32.mul
                                                                                                                                                                                                                     (f32.add
                                                                                                                                                                                                                      (f32.mul
                                                                                                                                                                                                                       (f32.add
                                                                                                                                                                                                                        (f32.mul
                                                                                                                                                                                                                         (f32.add
                                                                                                                                                                                                                          (f32.mul
                                                                                                                                                                                                                           (f32.add
                                                                                                                                                                                                                            (f32.mul
                                                                                                                                                                                                                             (f32.add
                                                                                                                                                                                                                              (f32.mul
                                                                                                                                                                                                                               (f32.add
                                                                                                                                                                                                                                (f32.mul
                                                                                                                                                                                                                                 (f32.add
                                                                                                                                                                                                                                  (f32.mul
                                                                                                                                                                                                                                   (f32.add
                                                                                                                                                                                                                                    (f32.mul
                                                                                                                                                                                                                                     (f32.add
                                                                                                                                                                                                                                      (f32.mul
                                                                                                                                                                                                                                       (f32.add
                                                                                                                                                                                                                                        (f32.mul
                                                                                                                                                                                                                                         (f32.add
                                                                                                                                                                                                                                          (f32.mul
                                                                                                                                                                                                                                           (f32.add
                                                                                                                                                                                                                                            (f32.mul
                                                                                                                                                                                                                                             (f32.add
                                                                                                                                                                                                                                              (f32.mul
                                                                                                                                                                                                                                               (f32.add
                                                                                                                                                                                                                                                (f32.mul
                                                                                                                                                                                                                                                 (f32.add
                                                                                                                                                                                                                                                  (f32.mul
                                                                                                                                                                                                                                                   (f32.add
                                                                                                                                                                                                                                                    (f32.mul
                                                                                                                                                                                                                                                     (f32.add
                                                                                                                                                                                                                                                      (f32.mul
                                                                                                                                                                                                                                                       (f32.add
                                                                                                                                                                                                                                                        (f32.mul
                                                                                                                                                                                                                                                         (f32.add
                                                                                                                                                                                                                                                          (f32.mul
                                                                                                                                                                                                                                                           (f32.add
                                                                                                                                                                                                                                                            (f32.mul
                                                                                                                                                                                                                                                             (f32.add
                                                                                                                                                                                                                                                              (f32.mul
                                                                                                                                                                                                                                                               (f32.add
                                                                                                                                                                                                                                                                (f32.mul
                                                                                                                                                                                                                                                                 (f32.add
                                                                                                                                                                                                                                                                  (f32.mul
                                                                                                                                                                                                                                                                   (f32.add
                                                                                                                                                                                                                                                                    (f32.mul
                                                                                                                                                                                                                                                                     (f32.add
                                                                                                                                                                                                                                                                      (f32.mul
                                                                                                                                                                                                                                                                       (f32.add
                                                                                                                                                                                                                                                                        (f32.mul
                                                                                                                                                                                                                                                                         (f32.add
                                                                                                                                                                                                                                                                          (f32.mul
                                                                                                                                                                                                                                                                           (f32.add
                                                                                                                                                                                                                                                                            (f32.mul
                                                                                                                                                                                                                                                                             (f32.add
                                                                                                                                                                                                                                                                              (f32.mul
                                                                                                                                                                                                                                                                               (f32.add
                                                                                                                                                                                                                                                                                (f32.mul
                                                                                                                                                                                                                                                                                 (f32.add
                                                                                                                                                                                                                                                                                  (f32.mul
                                                                                                                                                                                                                                                                                   (f32.add
                                                                                                                                                                                                                                                                                    (f32.mul
                                                                                                                                                                                                                                                                                     (f32.add
                                                                                                                                                                                                                                                                                      (f32.mul
                                                                                                                                                                                                                                                                                       (f32.add
                                                                                                                                                                                                                                                                                        (f32.mul
                                                                                                                                                                                                                                                                                         (f32.add
                                                                                                                                                                                                                                                                                          (f32.mul
                                                                                                                                                                                                                                                                                           (f32.add
                                                                                                                                                                                                                                                                                            (f32.mul
                                                                                                                                                                                                                                                                                             (f32.add
                                                                                                                                                                                                                                                                                              (f32.mul
                                                                                                                                                                                                                                                                                               (f32.add
                                                                                                                                                                                                                                                                                                (f32.mul
                                                                                                                                                                                                                                                                                                 (f32.add
                                                                                                                                                                                                                                                                                                  (f32.mul
                                                                                                                                                                                                                                                                                                   (f32.add
                                                                                                                                                                                                                                                                                                    (f32.mul
                                                                                                                                                                                                                                                                                                     (f32.add
                                                                                                                                                                                                                                                                                                      (f32.mul
                                                                                                                                                                                                                                                                                                       (f32.add
                                                                                                                                                                                                                                                                                                        (f32.mul
                                                                                                                                                                                                                                                                                                         (f32.add
                                                                                                                                                                                                                                                                                                          (f32.mul
                                                                                                                                                                                                                                                                                                           (f32.add
                                                                                                                                                                                                                                                                                                            (f32.mul
                                                                                                                                                                                                                                                                                                             (f32.add
                                                                                                                                                                                                                                                                                                              (f32.mul
                                                                                                                                                                                                                                                                                                               (f32.add
                                                                                                                                                                                                                                                                                                                (f32.mul
                                                                                                                                                                                                                                                                                                                 (f32.add
                                                                                                                                                                                                                                                                                                                  (f32.mul
                                                                                                                                                                                                                                                                                                                   (f32.add
                                                                                                                                                                                                                                                                                                                    (f32.mul
                                                                                                                                                                                                                                                                                                                     (f32.add
                                                                                                                                                                                                                                                                                                                      (f32.mul
                                                                                                                                                                                                                                                                                                                       (f32.add
                                                                                                                                                                                                                                                                                                                        (f32.mul
                                                                                                                                                                                                                                                                                                                         (f32.load
                                                                                                                                                                                                                                                                                                                          (i32.add
                                                                                                                                                                                                                                                                                                                           (local.get $5)
                                                                                                                                                                                                                                                                                                                           (i32.shl
                                                                                                                                                                                                                                                                                                                            (local.get $2)
                                                                                                                                                                                                                                                                                                                            (i32.const 2)
                                                                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                                                                         (f32.const 0.5)
                                                                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                                                                        (f32.const 0)
                                                                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                                                                       (f32.const 0.5)
                                                                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                                                                      (f32.const 1)
                                                                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                                                                     (f32.const 0.5)
                                                                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                                                                    (f32.const 2)
                                                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                                                   (f32.const 0.5)
                                                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                                                  (f32.const 3)
                                                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                                                 (f32.const 0.5)
                                                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                                                (f32.const 4)
                                                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                                                               (f32.const 0.5)
                                                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                                                              (f32.const 0)
                                                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                                                             (f32.const 0.5)
                                                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                                                            (f32.const 1)
                                                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                                                           (f32.const 0.5)
                                                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                                                          (f32.const 2)
                                                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                                                         (f32.const 0.5)
                                                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                                                        (f32.const 3)
                                                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                                                       (f32.const 0.5)
                                                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                                                      (f32.const 4)
                                                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                                                     (f32.const 0.5)
                                                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                                                    (f32.const 0)
                                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                                   (f32.const 0.5)
                                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                                  (f32.const 1)
                                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                                 (f32.const 0.5)
                                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                                (f32.const 2)
                                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                                               (f32.const 0.5)
                                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                                              (f32.const 3)
                                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                                             (f32.const 0.5)
                                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                                            (f32.const 4)
                                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                                           (f32.const 0.5)
                                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                                          (f32.const 0)
                                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                                         (f32.const 0.5)
                                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                                        (f32.const 1)
                                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                                       (f32.const 0.5)
                                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                                      (f32.const 2)
                                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                                     (f32.const 0.5)
                                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                                    (f32.const 3)
                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                   (f32.const 0.5)
                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                  (f32.const 4)
                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                 (f32.const 0.5)
                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                (f32.const 0)
                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                               (f32.const 0.5)
                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                              (f32.const 1)
                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                             (f32.const 0.5)
                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                            (f32.const 2)
                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                           (f32.const 0.5)
                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                          (f32.const 3)
                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                         (f32.const 0.5)
                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                        (f32.const 4)
                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                       (f32.const 0.5)
                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                      (f32.const 0)
                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                     (f32.const 0.5)
                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                    (f32.const 1)
                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                   (f32.const 0.5)
                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                  (f32.const 2)
                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                 (f32.const 0.5)
                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                (f32.const 3)
                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                               (f32.const 0.5)
                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                              (f32.const 4)
                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                             (f32.const 0.5)
                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                            (f32.const 0)
                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                           (f32.const 0.5)
                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                          (f32.const 1)
                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                         (f32.const 0.5)
                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                        (f32.const 2)
                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                       (f32.const 0.5)
                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                      (f32.const 3)
                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                     (f32.const 0.5)
                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                    (f32.const 4)
                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                   (f32.const 0.5)
                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                  (f32.const 0)
                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                 (f32.const 0.5)
                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                (f32.const 1)
                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                               (f32.const 0.5)
                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                              (f32.const 2)
                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                             (f32.const 0.5)
                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                            (f32.const 3)
                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                           (f32.const 0.5)
                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                          (f32.const 4)
                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                         (f32.const 0.5)
                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                        (f32.const 0)
                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                       (f32.const 0.5)
                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                      (f32.const 1)
                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                     (f32.const 0.5)
                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                    (f32.const 2)
                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                   (f32.const 0.5)
                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                  (f32.const 3)
                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                 (f32.const 0.5)
                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                (f32.const 4)
                                                                                                                                                                                                                               )
                                                                                                                                                                                                                               (f32.const 0.5)
                                                                                                                                                                                                                              )
                                                                                                                                                                                                                              (f32.const 0)
                                                                                                                                                                                                                             )
                                                                                                                                                                                                                             (f32.const 0.5)
                                                                                                                                                                                                                            )
                                                                                                                                                                                                                            (f32.const 1)
                                                                                                                                                                                                                           )
                                                                                                                                                                                                                           (f32.const 0.5)
                                                                                                                                                                                                                          )
                                                                                                                                                                                                                          (f32.const 2)
                                                                                                                                                                                                                         )
                                                                                                                                                                                                                         (f32.const 0.5)
                                                                                                                                                                                                                        )
                                                                                                                                                                                                                        (f32.const 3)
                                                                                                                                                                                                                       )
                                                                                                                                                                                                                       (f32.const 0.5)
                                                                                                                                                                                                                      )
                                                                                                                                                                                                                      (f32.const 4)
                                                                                                                                                                                                                     )
                                                                                                                                                                                                                     (f32.const 0.5)
                                                                                                                                                                                                                    )
                                                                                                                                                                                                                    (f32.const 0)
                                                                                                                                                                                                                   )
                                                                                                                                                                                                                   (f32.const 0.5)
                                                                                                                                                                                                                  )
                                                                                                                                                                                                                  (f32.const 1)
                                                                                                                                                                                                                 )
                                                                                                                                                                                                                 (f32.const 0.5)
                                                                                                                                                                                                                )
                                                                                                                                                                                                                (f32.const 2)
                                                                                                                                                                                                               )
                                                                                                                                                                                                               (f32.const 0.5)
                                                                                                                                                                                                              )
                                                                                                                                                                                                              (f32.const 3)
                                                                                                                                                                                                             )
                                                                                                                                                                                                             (f32.const 0.5)
                                                                                                                                                                                                            )
                                                                                                                                                                                                            (f32.const 4)
                                                                                                                                                                                                           )
                                                                                                                                                                                                           (f32.const 0.5)
                                                                                                                                                                                                          )
                                                                                                                                                                                                          (f32.const 0)
                                                                                                                                                                                                         )
                                                                                                                                                                                                         (f32.const 0.5)
                                                                                                                                                                                                        )
                                                                                                                                                                                                        (f32.const 1)
                                                                                                                                                                                                       )
                                                                                                                                                                                                       (f32.const 0.5)
                                                                                                                                                                                                      )
                                                                                                                                                                                                      (f32.const 2)
                                                                                                                                                                                                     )
                                                                                                                                                                                                     (f32.const 0.5)
                                                                                                                                                                                                    )
                                                                                                                                                                                                    (f32.const 3)
                                                                                                                                                                                                   )
                                                                                                                                                                                                   (f32.const 0.5)
                                                                                                                                                                                                  )
                                                                                                                                                                                                  (f32.const 4)
                                                                                                                                                                                                 )
                                                                                                                                                                                                 (f32.const 0.5)
                                                                                                                                                                                                )
                                                                                                                                                                                                (f32.const 0)
                                                                                                                                                                                               )
                                                                                                                                                                                               (f32.const 0.5)
                                                                                                                                                                                              )
                                                                                                                                                                                              (f32.const 1)
                                                                                                                                                                                             )
                                                                                                                                                                                             (f32.const 0.5)
                                                                                                                                                                                            )
                                                                                                                                                                                            (f32.const 2)
                                                                                                                                                                                           )
                                                                                                                                                                                           (f32.const 0.5)
                                                                                                                                                                                          )
                                                                                                                                                                                          (f32.const 3)
                                                                                                                                                                                         )
                                                                                                                                                                                         (f32.const 0.5)
                                                                                                                                                                                        )
                                                                                                                                                                                        (f32.const 4)
                                                                                                                                                                                       )
                                                                                                                                                                                       (f32.const 0.5)
                                                                                                                                                                                      )
                                                                                                                                                                                      (f32.const 0)
                                                                                                                                                                                     )
                                                                                                                                                                                     (f32.const 0.5)
                                                                                                                                                                                    )
                                                                                                                                                                                    (f32.const 1)
                                                                                                                                                                                   )
                                                                                                                                                                                   (f32.const 0.5)
                                                                                                                                                                                  )
                                                                                                                                                                                  (f32.const 2)
                                                                                                                                                                                 )
                                                                                                                                                                                 (f32.const 0.5)
                                                                                                                                                                                )
                                                                                                                                                                                (f32.const 3)
                                                                                                                                                                               )
                                                                                                                                                                               (f32.const 0.5)
                                                                                                                                                                              )
                                                                                                                                                                              (f32.const 4)
                                                                                                                                                                             )
                                                                                                                                                                             (f32.const 0.5)
                                                                                                                                                                            )
                                                                                                                                                                            (f32.const 0)
                                                                                                                                                                           )
                                                                                                                                                                           (f32.const 0.5)
                                                                                                                                                                          )
                                                                                                                                                                          (f32.const 1)
                                                                                                                                                                         )
                                                                                                                                                                         (f32.const 0.5)
                                                                                                                                                                        )
                                                                                                                                                                        (f32.const 2)
                                                                                                                                                                       )
                                                                                                                                                                       (f32.const 0.5)
                                                                                                                                                                      )
                                                                                                                                                                      (f32.const 3)
                                                                                                                                                                     )
                                                                                                                                                                     (f32.const 0.5)
                                                                                                                                                                    )
                                                                                                                                                                    (f32.const 4)
                                                                                                                                                                   )
                                                                                                                                                                   (f32.const 0.5)
                                                                                                                                                                  )
                                                                                                                                                                  (f32.const 0)
                                                                                                                                                                 )
                                                                                                                                                                 (f32.const 0.5)
                                                                                                                                                                )
                                                                                                                                                                (f32.const 1)
                                                                                                                                                               )
                                                                                                                                                               (f32.const 0.5)
                                                                                                                                                              )
                                                                                                                                                              (f32.const 2)
                                                                                                                                                             )
                                                                                                                                                             (f32.const 0.5)
                                                                                                                                                            )
                                                                                                                                                            (f32.const 3)
                                                                                                                                                           )
                                                                                                                                                           (f32.const 0.5)
                                                                                                                                                          )
                                                                                                                                                          (f32.const 4)
                                                                                                                                                         )
                                                                                                                                                         (f32.const 0.5)
                                                                                                                                                        )
                                                                                                                                                        (f32.const 0)
                                                                                                                                                       )
                                                                                                                                                       (f32.const 0.5)
                                                                                                                                                      )
                                                                                                                                                      (f32.const 1)
                                                                                                                                                     )
                                                                                                                                                     (f32.const 0.5)
                                                                                                                                                    )
                                                                                                                                                    (f32.const 2)
                                                                                                                                                   )
                                                                                                                                                   (f32.const 0.5)
                                                                                                                                                  )
                                                                                                                                                  (f32.const 3)
                                                                                                                                                 )
                                                                                                                                                 (f32.const 0.5)
                                                                                                                                                )
                                                                                                                                                (f32.const 4)
                                                                                                                                               )
                                                                                                                                               (f32.const 0.5)
                                                                                                                                              )
                                                                                                                                              (f32.const 0)
                                                                                                                                             )
                                                                                                                                             (f32.const 0.5)
                                                                                                                                            )
                                                                                                                                            (f32.const 1)
                                                                                                                                           )
                                                                                                                                           (f32.const 0.5)
                                                                                                                                          )
                                                                                                                                          (f32.const 2)
                                                                                                                                         )
                                                                                                                                         (f32.const 0.5)
                                                                                                                                        )
                                                                                                                                        (f32.const 3)
                                                                                                                                       )
                                                                                                                                       (f32.const 0.5)
                                                                                                                                      )
                                                                                                                                      (f32.const 4)
                                                                                                                                     )
                                                                                                                                     (f32.const 0.5)
                                                                                                                                    )
                                                                                                                                    (f32.const 0)
                                                                                                                                   )
                                                                                                                                   (f32.const 0.5)
                                                                                                                                  )
                                                                                                                                  (f32.const 1)
                                                                                                                                 )
                                                                                                                                 (f32.const 0.5)
                                                                                                                                )
                                                                                                                                (f32.const 2)
                                                                                                                               )
                                                                                                                               (f32.const 0.5)
                                                                                                                              )
                                                                                                                              (f32.const 3)
                                                                                                                             )
                                                                                                                             (f32.const 0.5)
                                                                                                                            )
                                                                                                                            (f32.const 4)
                                                                                                                           )
                                                                                                                           (f32.const 0.5)
                                                                                                                          )
                                                                                                                          (f32.const 0)
                                                                                                                         )
                                                                                                                         (f32.const 0.5)
                                                                                                                        )
                                                                                                                        (f32.const 1)
                                                                                                                       )
                                                                                                                       (f32.const 0.5)
                                                                                                                      )
                                                                                                                      (f32.const 2)
                                                                                                                     )
                                                                                                                     (f32.const 0.5)
                                                                                                                    )
                                                                                                                    (f32.const 3)
                                                                                                                   )
                                                                                                                   (f32.const 0.5)
                                                                                                                  )
                                                                                                                  (f32.const 4)
                                                                                                                 )
                                                                                                                 (f32.const 0.5)
                                                                                                                )
                                                                                                                (f32.const 0)
                                                                                                               )
                                                                                                               (f32.const 0.5)
                                                                                                              )
                                                                                                              (f32.const 1)
                                                                                                             )
                                                                                                             (f32.const 0.5)
                                                                                                            )
                                                                                                            (f32.const 2)
                                                                                                           )
                                                                                                           (f32.const 0.5)
                                                                                                          )
                                                                                                          (f32.const 3)
                                                                                                         )
                                                                                                         (f32.const 0.5)
                                                                                                        )
                                                                                                        (f32.const 4)
                                                                                                       )
                                                                                                       (f32.const 0.5)
                                                                                                      )
                                                                                                      (f32.const 0)
                                                                                                     )
                                                                                                     (f32.const 0.5)
                                                                                                    )
                                                                                                    (f32.const 1)
                                                                                                   )
                                                                                                   (f32.const 0.5)
                                                                                                  )
                                                                                                  (f32.const 2)
                                                                                                 )
                                                                                                 (f32.const 0.5)
                                                                                                )
                                                                                                (f32.const 3)
                                                                                               )
                                                                                               (f32.const 0.5)
                                                                                              )
                                                                                              (f32.const 4)
                                                                                             )
                                                                                             (f32.const 0.5)
                                                                                            )
                                                                                            (f32.const 0)
                                                                                           )
                                                                                           (f32.const 0.5)
                                                                                          )
                                                                                          (f32.const 1)
                                                                                         )
                                                                                         (f32.const 0.5)
                                                                                        )
                                                                                        (f32.const 2)
                                                                                       )
                                                                                       (f32.const 0.5)
                                                                                      )
                                                                                      (f32.const 3)
                                                                                     )
                                                                                     (f32.const 0.5)
                                                                                    )
                                                                                    (f32.const 4)
                                                                                   )
                                                                                   (f32.const 0.5)
                                                                                  )
                                                                                  (f32.const 0)
                                                                                 )
                                                                                 (f32.const 0.5)
                                                                                )
                                                                                (f32.const 1)
                                                                               )
                                                                               (f32.const 0.5)
                                                                              )
                                                                              (f32.const 2)
                                                                             )
                                                                             (f32.const 0.5)
                                                                            )
                                                                            (f32.const 3)
                                                                           )
                                                                           (f32.const 0.5)
                                                                          )
                                                                          (f32.const 4)
                                                                         )
                                                                         (f32.const 0.5)
                                                                        )
                                                                        (f32.const 0)
                                                                       )
                                                                       (f32.const 0.5)
                                                                      )
                                                                      (f32.const 1)
                                                                     )
                                                                     (f32.const 0.5)
                                                                    )
                                                                    (f32.const 2)
                                                                   )
                                                                   (f32.const 0.5)
                                                                  )
                                                                  (f32.const 3)
                                                                 )
                                                                 (f32.const 0.5)
                                                                )
                                                                (f32.const 4)
                                                               )
                                                               (f32.const 0.5)
                                                              )
                                                              (f32.const 0)
                                                             )
                                                             (f32.const 0.5)
                                                            )
                                                            (f32.const 1)
                                                           )
                                                           (f32.const 0.5)
                                                          )
                                                          (f32.const 2)
                                                         )
                                                         (f32.const 0.5)
                                                        )
                                                        (f32.const 3)
                                                       )
                                                       (f32.const 0.5)
                                                      )
                                                      (f32.const 4)
                                                     )
                                                     (f32.const 0.5)
                                                    )
                                                    (f32.const 0)
                                                   )
                                                   (f32.const 0.5)
                                                  )
                                                  (f32.const 1)
                                                 )
                                                 (f32.const 0.5)
                                                )
                                                (f32.const 2)
                                               )
                                               (f32.const 0.5)
                                              )
                                              (f32.const 3)
                                             )
                                             (f32.const 0.5)
                                            )
                                            (f32.const 4)
                                           )
                                           (f32.const 0.5)
                                          )
                                          (f32.const 0)
                                         )
                                         (f32.const 0.5)
                                        )
                                        (f32.const 1)
                                       )
                                       (f32.const 0.5)
                                      )
                                      (f32.const 2)
                                     )
                                     (f32.const 0.5)
                                    )
                                    (f32.const 3)
                                   )
                                   (f32.const 0.5)
                                  )
                                  (f32.const 4)
                                 )
                                 (f32.const 0.5)
                                )
                                (f32.const 0)
                               )
                               (f32.const 0.5)
                              )
                              (f32.const 1)
                             )
                             (f32.const 0.5)
                            )
                            (f32.const 2)
                           )
                           (f32.const 0.5)
                          )
                          (f32.const 3)
                         )
                         (f32.const 0.5)
                        )
                        (f32.const 4)
                       )
                       (f32.const 0.5)
                      )
                      (f32.const 0)
                     )
                     (f32.const 0.5)
                    )
                    (f32.const 1)
                   )
                   (f32.const 0.5)
                  )
                  (f32.const 2)
                 )
                 (f32.const 0.5)
                )
                (f32.const 3)
               )
               (f32.const 0.5)
              )
              (f32.const 4)
             )
            )
            (if
             (i32.ge_u
              (local.get $0)
              (local.get $8)
             )
             (then
              (br $folding-inner1)
             )
            )
            (f32.store
             (i32.add
              (local.get $7)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
             (local.get $9)
            )
            (br_if $l2
             (i32.gt_s
              (local.get $3)
              (local.tee $0
               (i32.add
                (local.get $2)
                (i32.const 1)
               )
              )
             )
            )
           )
          )
         )
        )
       )
       (br_if $vl4
        (i32.ge_s
         (i32.sub
          (local.get $1)
          (local.get $0)
         )
         (i32.const 4)
        )
       )
      )
     )
    )
    (if
     (i32.lt_s
      (local.get $0)
      (local.get $1)
     )
     (then
      (loop $l7
       (if
        (i32.ge_u
         (local.tee $2
          (local.get $0)
         )
         (local.get $6)
        )
        (then
         (br $folding-inner0)
        )
       )
       (local.set $9
        (f32.add
         (f32.mul
          (f32.add
           (f32.mul
            (f32.add
             (f32.mul
              (f32.add
               (f32.mul
                (f32.add
                 (f32.mul
                  (f32.add
                   (f32.mul
                    (f32.add
                     (f32.mul
                      (f32.add
                       (f32.mul
                        (f32.add
                         (f32.mul
                          (f32.add
                           (f32.mul
                            (f32.add
                             (f32.mul
                              (f32.add
                               (f32.mul
                                (f32.add
                                 (f32.mul
                                  (f32.add
                                   (f32.mul
                                    (f32.add
                                     (f32.mul
                                      (f32.add
                                       (f32.mul
                                        (f32.add
                                         (f32.mul
                                          (f32.add
                                           (f32.mul
                                            (f32.add
                                             (f32.mul
                                              (f32.add
                                               (f32.mul
                                                (f32.add
                                                 (f32.mul
                                                  (f32.add
                                                   (f32.mul
                                                    (f32.add
                                                     (f32.mul
                                                      (f32.add
                                                       (f32.mul
                                                        (f32.add
                                                         (f32.mul
                                                          (f32.add
                                                           (f32.mul
                                                            (f32.add
                                                             (f32.mul
                                                              (f32.add
                                                               (f32.mul
                                                                (f32.add
                                                                 (f32.mul
                                                                  (f32.add
                                                                   (f32.mul
                                                                    (f32.add
                                                                     (f32.mul
                                                                      (f32.add
                                                                       (f32.mul
                                                                        (f32.add
                                                                         (f32.mul
                                                                          (f32.add
                                                                           (f32.mul
                                                                            (f32.add
                                                                             (f32.mul
                                                                              (f32.add
                                                                               (f32.mul
                                                                                (f32.add
                                                                                 (f32.mul
                                                                                  (f32.add
                                                                                   (f32.mul
                                                                                    (f32.add
                                                                                     (f32.mul
                                                                                      (f32.add
                                                                                       (f32.mul
                                                                                        (f32.add
                                                                                         (f32.mul
                                                                                          (f32.add
                                                                                           (f32.mul
                                                                                            (f32.add
                                                                                             (f32.mul
                                                                                              (f32.add
                                                                                               (f32.mul
                                                                                                (f32.add
                                                                                                 (f32.mul
                                                                                                  (f32.add
                                                                                                   (f32.mul
                                                                                                    (f32.add
                                                                                                     (f32.mul
                                                                                                      (f32.add
                                                                                                       (f32.mul
                                                                                                        (f32.add
                                                                                                         (f32.mul
                                                                                                          (f32.add
                                                                                                           (f32.mul
                                                                                                            (f32.add
                                                                                                             (f32.mul
                                                                                                              (f32.add
                                                                                                               (f32.mul
                                                                                                                (f32.add
                                                                                                                 (f32.mul
                                                                                                                  (f32.add
                                                                                                                   (f32.mul
                                                                                                                    (f32.add
                                                                                                                     (f32.mul
                                                                                                                      (f32.add
                                                                                                                       (f32.mul
                                                                                                                        (f32.add
                                                                                                                         (f32.mul
                                                                                                                          (f32.add
                                                                                                                           (f32.mul
                                                                                                                            (f32.add
                                                                                                                             (f32.mul
                                                                                                                              (f32.add
                                                                                                                               (f32.mul
                                                                                                                                (f32.add
                                                                                                                                 (f32.mul
                                                                                                                                  (f32.add
                                                                                                                                   (f32.mul
                                                                                                                                    (f32.add
                                                                                                                                     (f32.mul
                                                                                                                                      (f32.add
                                                                                                                                       (f32.mul
                                                                                                                                        (f32.add
                                                                                                                                         (f32.mul
                                                                                                                                          (f32.add
                                                                                                                                           (f32.mul
                                                                                                                                            (f32.add
                                                                                                                                             (f32.mul
                                                                                                                                              (f32.add
                                                                                                                                               (f32.mul
                                                                                                                                                (f32.add
                                                                                                                                                 (f32.mul
                                                                                                                                                  (f32.add
                                                                                                                                                   (f32.mul
                                                                                                                                                    (f32.add
                                                                                                                                                     (f32.mul
                                                                                                                                                      (f32.add
                                                                                                                                                       (f32.mul
                                                                                                                                                        (f32.add
                                                                                                                                                         (f32.mul
                                                                                                                                                          (f32.add
                                                                                                                                                           (f32.mul
                                                                                                                                                            (f32.add
                                                                                                                                                             (f32.mul
                                                                                                                                                              (f32.add
                                                                                                                                                               (f32.mul
                                                                                                                                                                (f32.add
                                                                                                                                                                 (f32.mul
                                                                                                                                                                  (f32.add
                                                                                                                                                                   (f32.mul
                                                                                                                                                                    (f32.add
                                                                                                                                                                     (f32.mul
                                                                                                                                                                      (f32.add
                                                                                                                                                                       (f32.mul
                                                                                                                                                                        (f32.add
                                                                                                                                                                         (f32.mul
                                                                                                                                                                          (f32.add
                                                                                                                                                                           (f32.mul
                                                                                                                                                                            (f32.add
                                                                                                                                                                             (f32.mul
                                                                                                                                                                              (f32.add
                                                                                                                                                                               (f32.mul
                                                                                                                                                                                (f32.add
                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                  (f32.add
                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                    (f32.add
                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                      (f32.add
                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                        (f32.add
                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                          (f32.add
                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                            (f32.add
                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                              (f32.add
                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                                                                                                                                    (f32.load
                                                                                                                                                                                                                                                                                                                     (i32.add
                                                                                                                                                                                                                                                                                                                      (local.get $5)
                                                                                                                                                                                                                                                                                                                      (i32.shl
                                                                                                                                                                                                                                                                                                                       (local.get $2)
                                                                                                                                                                                                                                                                                                                       (i32.const 2)
                                                                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                                                   (f32.const 0)
                                                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                                                 (f32.const 1)
                                                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                                                               (f32.const 2)
                                                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                                                             (f32.const 3)
                                                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                                                           (f32.const 4)
                                                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                                                         (f32.const 0)
                                                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                                                       (f32.const 1)
                                                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                                                     (f32.const 2)
                                                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                                   (f32.const 3)
                                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                                 (f32.const 4)
                                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                                               (f32.const 0)
                                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                                             (f32.const 1)
                                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                                           (f32.const 2)
                                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                                         (f32.const 3)
                                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                                       (f32.const 4)
                                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                                     (f32.const 0)
                                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                   (f32.const 1)
                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                 (f32.const 2)
                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                               (f32.const 3)
                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                             (f32.const 4)
                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                           (f32.const 0)
                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                         (f32.const 1)
                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                       (f32.const 2)
                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                     (f32.const 3)
                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                   (f32.const 4)
                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                 (f32.const 0)
                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                               (f32.const 1)
                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                             (f32.const 2)
                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                           (f32.const 3)
                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                         (f32.const 4)
                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                       (f32.const 0)
                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                     (f32.const 1)
                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                   (f32.const 2)
                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                 (f32.const 3)
                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                               (f32.const 4)
                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                             (f32.const 0)
                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                           (f32.const 1)
                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                         (f32.const 2)
                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                       (f32.const 3)
                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                     (f32.const 4)
                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                   (f32.const 0)
                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                 (f32.const 1)
                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                                               )
                                                                                                                                                                                                                               (f32.const 2)
                                                                                                                                                                                                                              )
                                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                                             )
                                                                                                                                                                                                                             (f32.const 3)
                                                                                                                                                                                                                            )
                                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                                           )
                                                                                                                                                                                                                           (f32.const 4)
                                                                                                                                                                                                                          )
                                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                                         )
                                                                                                                                                                                                                         (f32.const 0)
                                                                                                                                                                                                                        )
                                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                                       )
                                                                                                                                                                                                                       (f32.const 1)
                                                                                                                                                                                                                      )
                                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                                     )
                                                                                                                                                                                                                     (f32.const 2)
                                                                                                                                                                                                                    )
                                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                                   )
                                                                                                                                                                                                                   (f32.const 3)
                                                                                                                                                                                                                  )
                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                 )
                                                                                                                                                                                                                 (f32.const 4)
                                                                                                                                                                                                                )
                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                               )
                                                                                                                                                                                                               (f32.const 0)
                                                                                                                                                                                                              )
                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                             )
                                                                                                                                                                                                             (f32.const 1)
                                                                                                                                                                                                            )
                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                           )
                                                                                                                                                                                                           (f32.const 2)
                                                                                                                                                                                                          )
                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                         )
                                                                                                                                                                                                         (f32.const 3)
                                                                                                                                                                                                        )
                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                       )
                                                                                                                                                                                                       (f32.const 4)
                                                                                                                                                                                                      )
                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                     )
                                                                                                                                                                                                     (f32.const 0)
                                                                                                                                                                                                    )
                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                   )
                                                                                                                                                                                                   (f32.const 1)
                                                                                                                                                                                                  )
                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                 )
                                                                                                                                                                                                 (f32.const 2)
                                                                                                                                                                                                )
                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                               )
                                                                                                                                                                                               (f32.const 3)
                                                                                                                                                                                              )
                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                             )
                                                                                                                                                                                             (f32.const 4)
                                                                                                                                                                                            )
                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                           )
                                                                                                                                                                                           (f32.const 0)
                                                                                                                                                                                          )
                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                         )
                                                                                                                                                                                         (f32.const 1)
                                                                                                                                                                                        )
                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                       )
                                                                                                                                                                                       (f32.const 2)
                                                                                                                                                                                      )
                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                     )
                                                                                                                                                                                     (f32.const 3)
                                                                                                                                                                                    )
                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                   )
                                                                                                                                                                                   (f32.const 4)
                                                                                                                                                                                  )
                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                 )
                                                                                                                                                                                 (f32.const 0)
                                                                                                                                                                                )
                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                               )
                                                                                                                                                                               (f32.const 1)
                                                                                                                                                                              )
                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                             )
                                                                                                                                                                             (f32.const 2)
                                                                                                                                                                            )
                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                           )
                                                                                                                                                                           (f32.const 3)
                                                                                                                                                                          )
                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                         )
                                                                                                                                                                         (f32.const 4)
                                                                                                                                                                        )
                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                       )
                                                                                                                                                                       (f32.const 0)
                                                                                                                                                                      )
                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                     )
                                                                                                                                                                     (f32.const 1)
                                                                                                                                                                    )
                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                   )
                                                                                                                                                                   (f32.const 2)
                                                                                                                                                                  )
                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                 )
                                                                                                                                                                 (f32.const 3)
                                                                                                                                                                )
                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                               )
                                                                                                                                                               (f32.const 4)
                                                                                                                                                              )
                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                             )
                                                                                                                                                             (f32.const 0)
                                                                                                                                                            )
                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                           )
                                                                                                                                                           (f32.const 1)
                                                                                                                                                          )
                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                         )
                                                                                                                                                         (f32.const 2)
                                                                                                                                                        )
                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                       )
                                                                                                                                                       (f32.const 3)
                                                                                                                                                      )
                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                     )
                                                                                                                                                     (f32.const 4)
                                                                                                                                                    )
                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                   )
                                                                                                                                                   (f32.const 0)
                                                                                                                                                  )
                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                 )
                                                                                                                                                 (f32.const 1)
                                                                                                                                                )
                                                                                                                                                (f32.const 0.5)
                                                                                                                                               )
                                                                                                                                               (f32.const 2)
                                                                                                                                              )
                                                                                                                                              (f32.const 0.5)
                                                                                                                                             )
                                                                                                                                             (f32.const 3)
                                                                                                                                            )
                                                                                                                                            (f32.const 0.5)
                                                                                                                                           )
                                                                                                                                           (f32.const 4)
                                                                                                                                          )
                                                                                                                                          (f32.const 0.5)
                                                                                                                                         )
                                                                                                                                         (f32.const 0)
                                                                                                                                        )
                                                                                                                                        (f32.const 0.5)
                                                                                                                                       )
                                                                                                                                       (f32.const 1)
                                                                                                                                      )
                                                                                                                                      (f32.const 0.5)
                                                                                                                                     )
                                                                                                                                     (f32.const 2)
                                                                                                                                    )
                                                                                                                                    (f32.const 0.5)
                                                                                                                                   )
                                                                                                                                   (f32.const 3)
                                                                                                                                  )
                                                                                                                                  (f32.const 0.5)
                                                                                                                                 )
                                                                                                                                 (f32.const 4)
                                                                                                                                )
                                                                                                                                (f32.const 0.5)
                                                                                                                               )
                                                                                                                               (f32.const 0)
                                                                                                                              )
                                                                                                                              (f32.const 0.5)
                                                                                                                             )
                                                                                                                             (f32.const 1)
                                                                                                                            )
                                                                                                                            (f32.const 0.5)
                                                                                                                           )
                                                                                                                           (f32.const 2)
                                                                                                                          )
                                                                                                                          (f32.const 0.5)
                                                                                                                         )
                                                                                                                         (f32.const 3)
                                                                                                                        )
                                                                                                                        (f32.const 0.5)
                                                                                                                       )
                                                                                                                       (f32.const 4)
                                                                                                                      )
                                                                                                                      (f32.const 0.5)
                                                                                                                     )
                                                                                                                     (f32.const 0)
                                                                                                                    )
                                                                                                                    (f32.const 0.5)
                                                                                                                   )
                                                                                                                   (f32.const 1)
                                                                                                                  )
                                                                                                                  (f32.const 0.5)
                                                                                                                 )
                                                                                                                 (f32.const 2)
                                                                                                                )
                                                                                                                (f32.const 0.5)
                                                                                                               )
                                                                                                               (f32.const 3)
                                                                                                              )
                                                                                                              (f32.const 0.5)
                                                                                                             )
                                                                                                             (f32.const 4)
                                                                                                            )
                                                                                                            (f32.const 0.5)
                                                                                                           )
                                                                                                           (f32.const 0)
                                                                                                          )
                                                                                                          (f32.const 0.5)
                                                                                                         )
                                                                                                         (f32.const 1)
                                                                                                        )
                                                                                                        (f32.const 0.5)
                                                                                                       )
                                                                                                       (f32.const 2)
                                                                                                      )
                                                                                                      (f32.const 0.5)
                                                                                                     )
                                                                                                     (f32.const 3)
                                                                                                    )
                                                                                                    (f32.const 0.5)
                                                                                                   )
                                                                                                   (f32.const 4)
                                                                                                  )
                                                                                                  (f32.const 0.5)
                                                                                                 )
                                                                                                 (f32.const 0)
                                                                                                )
                                                                                                (f32.const 0.5)
                                                                                               )
                                                                                               (f32.const 1)
                                                                                              )
                                                                                              (f32.const 0.5)
                                                                                             )
                                                                                             (f32.const 2)
                                                                                            )
                                                                                            (f32.const 0.5)
                                                                                           )
                                                                                           (f32.const 3)
                                                                                          )
                                                                                          (f32.const 0.5)
                                                                                         )
                                                                                         (f32.const 4)
                                                                                        )
                                                                                        (f32.const 0.5)
                                                                                       )
                                                                                       (f32.const 0)
                                                                                      )
                                                                                      (f32.const 0.5)
                                                                                     )
                                                                                     (f32.const 1)
                                                                                    )
                                                                                    (f32.const 0.5)
                                                                                   )
                                                                                   (f32.const 2)
                                                                                  )
                                                                                  (f32.const 0.5)
                                                                                 )
                                                                                 (f32.const 3)
                                                                                )
                                                                                (f32.const 0.5)
                                                                               )
                                                                               (f32.const 4)
                                                                              )
                                                                              (f32.const 0.5)
                                                                             )
                                                                             (f32.const 0)
                                                                            )
                                                                            (f32.const 0.5)
                                                                           )
                                                                           (f32.const 1)
                                                                          )
                                                                          (f32.const 0.5)
                                                                         )
                                                                         (f32.const 2)
                                                                        )
                                                                        (f32.const 0.5)
                                                                       )
                                                                       (f32.const 3)
                                                                      )
                                                                      (f32.const 0.5)
                                                                     )
                                                                     (f32.const 4)
                                                                    )
                                                                    (f32.const 0.5)
                                                                   )
                                                                   (f32.const 0)
                                                                  )
                                                                  (f32.const 0.5)
                                                                 )
                                                                 (f32.const 1)
                                                                )
                                                                (f32.const 0.5)
                                                               )
                                                               (f32.const 2)
                                                              )
                                                              (f32.const 0.5)
                                                             )
                                                             (f32.const 3)
                                                            )
                                                            (f32.const 0.5)
                                                           )
                                                           (f32.const 4)
                                                          )
                                                          (f32.const 0.5)
                                                         )
                                                         (f32.const 0)
                                                        )
                                                        (f32.const 0.5)
                                                       )
                                                       (f32.const 1)
                                                      )
                                                      (f32.const 0.5)
                                                     )
                                                     (f32.const 2)
                                                    )
                                                    (f32.const 0.5)
                                                   )
                                                   (f32.const 3)
                                                  )
                                                  (f32.const 0.5)
                                                 )
                                                 (f32.const 4)
                                                )
                                                (f32.const 0.5)
                                               )
                                               (f32.const 0)
                                              )
                                              (f32.const 0.5)
                                             )
                                             (f32.const 1)
                                            )
                                            (f32.const 0.5)
                                           )
                                           (f32.const 2)
                                          )
                                          (f32.const 0.5)
                                         )
                                         (f32.const 3)
                                        )
                                        (f32.const 0.5)
                                       )
                                       (f32.const 4)
                                      )
                                      (f32.const 0.5)
                                     )
                                     (f32.const 0)
                                    )
                                    (f32.const 0.5)
                                   )
                                   (f32.const 1)
                                  )
                                  (f32.const 0.5)
                                 )
                                 (f32.const 2)
                                )
                                (f32.const 0.5)
                               )
                               (f32.const 3)
                              )
                              (f32.const 0.5)
                             )
                             (f32.const 4)
                            )
                            (f32.const 0.5)
                           )
                           (f32.const 0)
                          )
                          (f32.const 0.5)
                         )
                         (f32.const 1)
                        )
                        (f32.const 0.5)
                       )
                       (f32.const 2)
                      )
                      (f32.const 0.5)
                     )
                     (f32.const 3)
                    )
                    (f32.const 0.5)
                   )
                   (f32.const 4)
                  )
                  (f32.const 0.5)
                 )
                 (f32.const 0)
                )
                (f32.const 0.5)
               )
               (f32.const 1)
              )
              (f32.const 0.5)
             )
             (f32.const 2)
            )
            (f32.const 0.5)
           )
           (f32.const 3)
          )
          (f32.const 0.5)
         )
         (f32.const 4)
        )
       )
       (if
        (i32.ge_u
         (local.get $0)
         (local.get $8)
        )
        (then
         (br $folding-inner1)
        )
       )
       (f32.store
        (i32.add
         (local.get $7)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
        (local.get $9)
       )
       (br_if $l7
        (i32.lt_s
         (local.tee $0
          (i32.add
           (local.get $2)
           (i32.const 1)
          )
         )
         (local.get $1)
        )
       )
      )
     )
    )
    (return
     (i32.const 0)
    )
   )
   (global.set $oob_site
    (i32.const 0)
   )
   (global.set $oob_index
    (local.get $0)
   )
   (return
    (i32.const 1)
   )
  )
  (global.set $oob_site
   (i32.const 1)
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (if
   (i32.ge_s
    (i32.sub
     (local.get $1)
     (local.get $0)
    )
    (i32.const 4)
   )
   (then
    (loop $vl4
     (v128.store align=4
      (i32.add
       (local.get $7)
       (local.tee $2
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (f32x4.add
       (f32x4.mul
        (f32x4.add
         (f32x4.mul
          (f32x4.add
           (f32x4.mul
            (f32x4.add
             (f32x4.mul
              (f32x4.add
               (f32x4.mul
                (f32x4.add
                 (f32x4.mul
                  (f32x4.add
                   (f32x4.mul
                    (f32x4.add
                     (f32x4.mul
                      (f32x4.add
                       (f32x4.mul
                        (f32x4.add
                         (f32x4.mul
                          (f32x4.add
                           (f32x4.mul
                            (f32x4.add
                             (f32x4.mul
                              (f32x4.add
                               (f32x4.mul
                                (f32x4.add
                                 (f32x4.mul
                                  (f32x4.add
                                   (f32x4.mul
                                    (f32x4.add
                                     (f32x4.mul
                                      (f32x4.add
                                       (f32x4.mul
                                        (f32x4.add
                                         (f32x4.mul
                                          (f32x4.add
                                           (f32x4.mul
                                            (f32x4.add
                                             (f32x4.mul
                                              (f32x4.add
                                               (f32x4.mul
                                                (f32x4.add
                                                 (f32x4.mul
                                                  (f32x4.add
                                                   (f32x4.mul
                                                    (f32x4.add
                                                     (f32x4.mul
                                                      (f32x4.add
                                                       (f32x4.mul
                                                        (f32x4.add
                                                         (f32x4.mul
                                                          (f32x4.add
                                                           (f32x4.mul
                                                            (f32x4.add
                                                             (f32x4.mul
                                                              (f32x4.add
                                                               (f32x4.mul
                                                                (f32x4.add
                                                                 (f32x4.mul
                                                                  (f32x4.add
                                                                   (f32x4.mul
                                                                    (f32x4.add
                                                                     (f32x4.mul
                                                                      (f32x4.add
                                                                       (f32x4.mul
                                                                        (f32x4.add
                                                                         (f32x4.mul
                                                                          (f32x4.add
                                                                           (f32x4.mul
                                                                            (f32x4.add
                                                                             (f32x4.mul
                                                                              (f32x4.add
                                                                               (f32x4.mul
                                                                                (f32x4.add
                                                                                 (f32x4.mul
                                                                                  (f32x4.add
                                                                                   (f32x4.mul
                                                                                    (f32x4.add
                                                                                     (f32x4.mul
                                                                                      (f32x4.add
                                                                                       (f32x4.mul
                                                                                        (f32x4.add
                                                                                         (f32x4.mul
                                                                                          (f32x4.add
                                                                                           (f32x4.mul
                                                                                            (f32x4.add
                                                                                             (f32x4.mul
                                                                                              (f32x4.add
                                                                                               (f32x4.mul
                                                                                                (f32x4.add
                                                                                                 (f32x4.mul
                                                                                                  (f32x4.add
                                                                                                   (f32x4.mul
                                                                                                    (f32x4.add
                                                                                                     (f32x4.mul
                                                                                                      (f32x4.add
                                                                                                       (f32x4.mul
                                                                                                        (f32x4.add
                                                                                                         (f32x4.mul
                                                                                                          (f32x4.add
                                                                                                           (f32x4.mul
                                                                                                            (f32x4.add
                                                                                                             (f32x4.mul
                                                                                                              (f32x4.add
                                                                                                               (f32x4.mul
                                                                                                                (f32x4.add
                                                                                                                 (f32x4.mul
                                                                                                                  (f32x4.add
                                                                                                                   (f32x4.mul
                                                                                                                    (f32x4.add
                                                                                                                     (f32x4.mul
                                                                                                                      (f32x4.add
                                                                                                                       (f32x4.mul
                                                                                                                        (f32x4.add
                                                                                                                         (f32x4.mul
                                                                                                                          (f32x4.add
                                                                                                                           (f32x4.mul
                                                                                                                            (f32x4.add
                                                                                                                             (f32x4.mul
                                                                                                                              (f32x4.add
                                                                                                                               (f32x4.mul
                                                                                                                                (f32x4.add
                                                                                                                                 (f32x4.mul
                                                                                                                                  (f32x4.add
                                                                                                                                   (f32x4.mul
                                                                                                                                    (f32x4.add
                                                                                                                                     (f32x4.mul
                                                                                                                                      (f32x4.add
                                                                                                                                       (f32x4.mul
                                                                                                                                        (f32x4.add
                                                                                                                                         (f32x4.mul
                                                                                                                                          (f32x4.add
                                                                                                                                           (f32x4.mul
                                                                                                                                            (f32x4.add
                                                                                                                                             (f32x4.mul
                                                                                                                                              (f32x4.add
                                                                                                                                               (f32x4.mul
                                                                                                                                                (f32x4.add
                                                                                                                                                 (f32x4.mul
                                                                                                                                                  (f32x4.add
                                                                                                                                                   (f32x4.mul
                                                                                                                                                    (f32x4.add
                                                                                                                                                     (f32x4.mul
                                                                                                                                                      (f32x4.add
                                                                                                                                                       (f32x4.mul
                                                                                                                                                        (f32x4.add
                                                                                                                                                         (f32x4.mul
                                                                                                                                                          (f32x4.add
                                                                                                                                                           (f32x4.mul
                                                                                                                                                            (f32x4.add
                                                                                                                                                             (f32x4.mul
                                                                                                                                                              (f32x4.add
                                                                                                                                                               (f32x4.mul
                                                                                                                                                                (f32x4.add
                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                  (f32x4.add
                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                    (f32x4.add
                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                      (f32x4.add
                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                        (f32x4.add
                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                          (f32x4.add
                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                            (f32x4.add
                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                              (f32x4.add
                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                                                                                                  (f32x4.add
                                                                                                                                                                                                                                                                                                   (f32x4.mul
                                                                                                                                                                                                                                                                                                    (f32x4.add
                                                                                                                                                                                                                                                                                                     (f32x4.mul
                                                                                                                                                                                                                                                                                                      (f32x4.add
                                                                                                                                                                                                                                                                                                       (f32x4.mul
                                                                                                                                                                                                                                                                                                        (f32x4.add
                                                                                                                                                                                                                                                                                                         (f32x4.mul
                                                                                                                                                                                                                                                                                                          (f32x4.add
                                                                                                                                                                                                                                                                                                           (f32x4.mul
                                                                                                                                                                                                                                                                                                            (f32x4.add
                                                                                                                                                                                                                                                                                                             (f32x4.mul
                                                                                                                                                                                                                                                                                                              (f32x4.add
                                                                                                                                                                                                                                                                                                               (f32x4.mul
                                                                                                                                                                                                                                                                                                                (f32x4.add
                                                                                                                                                                                                                                                                                                                 (f32x4.mul
                                                                                                                                                                                                                                                                                                                  (v128.load align=4
                                                                                                                                                                                                                                                                                                                   (i32.add
                                                                                                                                                                                                                                                                                                                    (local.get $2)
                                                                                                                                                                                                                                                                                                                    (local.get $5)
                                                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                                                 (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                                                               (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                                                             (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                                                           (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                                                         (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                                                       (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                                                     (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                                   (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                                 (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                                               (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                                             (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                                           (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                                         (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                                       (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                                     (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                   (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                 (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                               (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                             (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                           (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                         (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                       (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                     (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                   (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                 (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                             (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                           (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                         (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                       (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                     (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                   (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                 (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                               (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                             (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                         (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                       (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                     (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                   (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                 (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                               )
                                                                                                                                                                                                                               (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                              )
                                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                             )
                                                                                                                                                                                                                             (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                            )
                                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                           )
                                                                                                                                                                                                                           (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                          )
                                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                         )
                                                                                                                                                                                                                         (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                                        )
                                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                       )
                                                                                                                                                                                                                       (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                                      )
                                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                     )
                                                                                                                                                                                                                     (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                                    )
                                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                   )
                                                                                                                                                                                                                   (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                                  )
                                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                                 )
                                                                                                                                                                                                                 (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                                )
                                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                               )
                                                                                                                                                                                                               (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                              )
                                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                             )
                                                                                                                                                                                                             (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                            )
                                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                           )
                                                                                                                                                                                                           (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                          )
                                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                         )
                                                                                                                                                                                                         (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                                        )
                                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                       )
                                                                                                                                                                                                       (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                                      )
                                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                     )
                                                                                                                                                                                                     (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                                    )
                                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                   )
                                                                                                                                                                                                   (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                                  )
                                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                                 )
                                                                                                                                                                                                 (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                                )
                                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                               )
                                                                                                                                                                                               (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                              )
                                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                             )
                                                                                                                                                                                             (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                            )
                                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                           )
                                                                                                                                                                                           (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                          )
                                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                         )
                                                                                                                                                                                         (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                                        )
                                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                       )
                                                                                                                                                                                       (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                                      )
                                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                     )
                                                                                                                                                                                     (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                                    )
                                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                   )
                                                                                                                                                                                   (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                                  )
                                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                                 )
                                                                                                                                                                                 (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                                )
                                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                               )
                                                                                                                                                                               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                              )
                                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                             )
                                                                                                                                                                             (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                            )
                                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                           )
                                                                                                                                                                           (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                          )
                                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                         )
                                                                                                                                                                         (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                                        )
                                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                       )
                                                                                                                                                                       (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                                      )
                                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                     )
                                                                                                                                                                     (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                                    )
                                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                   )
                                                                                                                                                                   (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                                  )
                                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                                 )
                                                                                                                                                                 (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                                )
                                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                               )
                                                                                                                                                               (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                              )
                                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                             )
                                                                                                                                                             (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                            )
                                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                           )
                                                                                                                                                           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                          )
                                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                         )
                                                                                                                                                         (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                                        )
                                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                       )
                                                                                                                                                       (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                                      )
                                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                     )
                                                                                                                                                     (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                                    )
                                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                   )
                                                                                                                                                   (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                                  )
                                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                                 )
                                                                                                                                                 (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                                )
                                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                               )
                                                                                                                                               (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                              )
                                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                             )
                                                                                                                                             (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                            )
                                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                           )
                                                                                                                                           (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                          )
                                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                         )
                                                                                                                                         (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                                        )
                                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                       )
                                                                                                                                       (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                                      )
                                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                     )
                                                                                                                                     (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                                    )
                                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                   )
                                                                                                                                   (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                                  )
                                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                                 )
                                                                                                                                 (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                                )
                                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                               )
                                                                                                                               (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                              )
                                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                             )
                                                                                                                             (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                            )
                                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                           )
                                                                                                                           (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                          )
                                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                         )
                                                                                                                         (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                                        )
                                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                       )
                                                                                                                       (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                                      )
                                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                     )
                                                                                                                     (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                                    )
                                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                   )
                                                                                                                   (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                                  )
                                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                                 )
                                                                                                                 (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                                )
                                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                               )
                                                                                                               (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                              )
                                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                             )
                                                                                                             (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                            )
                                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                           )
                                                                                                           (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                          )
                                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                         )
                                                                                                         (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                                        )
                                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                       )
                                                                                                       (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                                      )
                                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                     )
                                                                                                     (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                                    )
                                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                   )
                                                                                                   (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                                  )
                                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                                 )
                                                                                                 (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                                )
                                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                               )
                                                                                               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                              )
                                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                             )
                                                                                             (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                            )
                                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                           )
                                                                                           (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                          )
                                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                         )
                                                                                         (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                                        )
                                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                       )
                                                                                       (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                                      )
                                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                     )
                                                                                     (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                                    )
                                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                   )
                                                                                   (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                                  )
                                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                                 )
                                                                                 (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                                )
                                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                               )
                                                                               (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                              )
                                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                             )
                                                                             (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                            )
                                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                           )
                                                                           (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                          )
                                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                         )
                                                                         (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                                        )
                                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                       )
                                                                       (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                                      )
                                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                     )
                                                                     (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                                    )
                                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                   )
                                                                   (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                                  )
                                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                                 )
                                                                 (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                                )
                                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                               )
                                                               (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                              )
                                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                             )
                                                             (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                            )
                                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                           )
                                                           (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                          )
                                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                         )
                                                         (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                                        )
                                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                       )
                                                       (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                                      )
                                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                     )
                                                     (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                                    )
                                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                   )
                                                   (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                                  )
                                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                                 )
                                                 (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                                )
                                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                               )
                                               (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                              )
                                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                             )
                                             (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                            )
                                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                           )
                                           (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                          )
                                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                         )
                                         (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                                        )
                                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                       )
                                       (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                                      )
                                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                     )
                                     (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                                    )
                                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                   )
                                   (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                                  )
                                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                                 )
                                 (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                                )
                                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                               )
                               (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                              )
                              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                             )
                             (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                            )
                            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                           )
                           (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                          )
                          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                         )
                         (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
                        )
                        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                       )
                       (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
                      )
                      (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                     )
                     (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
                    )
                    (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                   )
                   (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
                  )
                  (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
                 )
                 (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
                )
                (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
               )
               (v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000)
              )
              (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
             )
             (v128.const i32x4 0x3f800000 0x3f800000 0x3f800000 0x3f800000)
            )
            (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
           )
           (v128.const i32x4 0x40000000 0x40000000 0x40000000 0x40000000)
          )
          (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
         )
         (v128.const i32x4 0x40400000 0x40400000 0x40400000 0x40400000)
        )
        (v128.const i32x4 0x3f000000 0x3f000000 0x3f000000 0x3f000000)
       )
       (v128.const i32x4 0x40800000 0x40800000 0x40800000 0x40800000)
      )
     )
     (br_if $vl4
      (i32.ge_s
       (i32.sub
        (local.get $1)
        (local.tee $0
         (i32.add
          (local.get $0)
          (i32.const 4)
         )
        )
       )
       (i32.const 4)
      )
     )
    )
   )
  )
  (if
   (i32.lt_s
    (local.get $0)
    (local.get $1)
   )
   (then
    (loop $l7
     (f32.store
      (i32.add
       (local.get $7)
       (local.tee $2
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
      )
      (f32.add
       (f32.mul
        (f32.add
         (f32.mul
          (f32.add
           (f32.mul
            (f32.add
             (f32.mul
              (f32.add
               (f32.mul
                (f32.add
                 (f32.mul
                  (f32.add
                   (f32.mul
                    (f32.add
                     (f32.mul
                      (f32.add
                       (f32.mul
                        (f32.add
                         (f32.mul
                          (f32.add
                           (f32.mul
                            (f32.add
                             (f32.mul
                              (f32.add
                               (f32.mul
                                (f32.add
                                 (f32.mul
                                  (f32.add
                                   (f32.mul
                                    (f32.add
                                     (f32.mul
                                      (f32.add
                                       (f32.mul
                                        (f32.add
                                         (f32.mul
                                          (f32.add
                                           (f32.mul
                                            (f32.add
                                             (f32.mul
                                              (f32.add
                                               (f32.mul
                                                (f32.add
                                                 (f32.mul
                                                  (f32.add
                                                   (f32.mul
                                                    (f32.add
                                                     (f32.mul
                                                      (f32.add
                                                       (f32.mul
                                                        (f32.add
                                                         (f32.mul
                                                          (f32.add
                                                           (f32.mul
                                                            (f32.add
                                                             (f32.mul
                                                              (f32.add
                                                               (f32.mul
                                                                (f32.add
                                                                 (f32.mul
                                                                  (f32.add
                                                                   (f32.mul
                                                                    (f32.add
                                                                     (f32.mul
                                                                      (f32.add
                                                                       (f32.mul
                                                                        (f32.add
                                                                         (f32.mul
                                                                          (f32.add
                                                                           (f32.mul
                                                                            (f32.add
                                                                             (f32.mul
                                                                              (f32.add
                                                                               (f32.mul
                                                                                (f32.add
                                                                                 (f32.mul
                                                                                  (f32.add
                                                                                   (f32.mul
                                                                                    (f32.add
                                                                                     (f32.mul
                                                                                      (f32.add
                                                                                       (f32.mul
                                                                                        (f32.add
                                                                                         (f32.mul
                                                                                          (f32.add
                                                                                           (f32.mul
                                                                                            (f32.add
                                                                                             (f32.mul
                                                                                              (f32.add
                                                                                               (f32.mul
                                                                                                (f32.add
                                                                                                 (f32.mul
                                                                                                  (f32.add
                                                                                                   (f32.mul
                                                                                                    (f32.add
                                                                                                     (f32.mul
                                                                                                      (f32.add
                                                                                                       (f32.mul
                                                                                                        (f32.add
                                                                                                         (f32.mul
                                                                                                          (f32.add
                                                                                                           (f32.mul
                                                                                                            (f32.add
                                                                                                             (f32.mul
                                                                                                              (f32.add
                                                                                                               (f32.mul
                                                                                                                (f32.add
                                                                                                                 (f32.mul
                                                                                                                  (f32.add
                                                                                                                   (f32.mul
                                                                                                                    (f32.add
                                                                                                                     (f32.mul
                                                                                                                      (f32.add
                                                                                                                       (f32.mul
                                                                                                                        (f32.add
                                                                                                                         (f32.mul
                                                                                                                          (f32.add
                                                                                                                           (f32.mul
                                                                                                                            (f32.add
                                                                                                                             (f32.mul
                                                                                                                              (f32.add
                                                                                                                               (f32.mul
                                                                                                                                (f32.add
                                                                                                                                 (f32.mul
                                                                                                                                  (f32.add
                                                                                                                                   (f32.mul
                                                                                                                                    (f32.add
                                                                                                                                     (f32.mul
                                                                                                                                      (f32.add
                                                                                                                                       (f32.mul
                                                                                                                                        (f32.add
                                                                                                                                         (f32.mul
                                                                                                                                          (f32.add
                                                                                                                                           (f32.mul
                                                                                                                                            (f32.add
                                                                                                                                             (f32.mul
                                                                                                                                              (f32.add
                                                                                                                                               (f32.mul
                                                                                                                                                (f32.add
                                                                                                                                                 (f32.mul
                                                                                                                                                  (f32.add
                                                                                                                                                   (f32.mul
                                                                                                                                                    (f32.add
                                                                                                                                                     (f32.mul
                                                                                                                                                      (f32.add
                                                                                                                                                       (f32.mul
                                                                                                                                                        (f32.add
                                                                                                                                                         (f32.mul
                                                                                                                                                          (f32.add
                                                                                                                                                           (f32.mul
                                                                                                                                                            (f32.add
                                                                                                                                                             (f32.mul
                                                                                                                                                              (f32.add
                                                                                                                                                               (f32.mul
                                                                                                                                                                (f32.add
                                                                                                                                                                 (f32.mul
                                                                                                                                                                  (f32.add
                                                                                                                                                                   (f32.mul
                                                                                                                                                                    (f32.add
                                                                                                                                                                     (f32.mul
                                                                                                                                                                      (f32.add
                                                                                                                                                                       (f32.mul
                                                                                                                                                                        (f32.add
                                                                                                                                                                         (f32.mul
                                                                                                                                                                          (f32.add
                                                                                                                                                                           (f32.mul
                                                                                                                                                                            (f32.add
                                                                                                                                                                             (f32.mul
                                                                                                                                                                              (f32.add
                                                                                                                                                                               (f32.mul
                                                                                                                                                                                (f32.add
                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                  (f32.add
                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                    (f32.add
                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                      (f32.add
                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                        (f32.add
                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                          (f32.add
                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                            (f32.add
                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                              (f32.add
                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                                                                                                  (f32.add
                                                                                                                                                                                                                                                                                                   (f32.mul
                                                                                                                                                                                                                                                                                                    (f32.add
                                                                                                                                                                                                                                                                                                     (f32.mul
                                                                                                                                                                                                                                                                                                      (f32.add
                                                                                                                                                                                                                                                                                                       (f32.mul
                                                                                                                                                                                                                                                                                                        (f32.add
                                                                                                                                                                                                                                                                                                         (f32.mul
                                                                                                                                                                                                                                                                                                          (f32.add
                                                                                                                                                                                                                                                                                                           (f32.mul
                                                                                                                                                                                                                                                                                                            (f32.add
                                                                                                                                                                                                                                                                                                             (f32.mul
                                                                                                                                                                                                                                                                                                              (f32.add
                                                                                                                                                                                                                                                                                                               (f32.mul
                                                                                                                                                                                                                                                                                                                (f32.add
                                                                                                                                                                                                                                                                                                                 (f32.mul
                                                                                                                                                                                                                                                                                                                  (f32.load
                                                                                                                                                                                                                                                                                                                   (i32.add
                                                                                                                                                                                                                                                                                                                    (local.get $2)
                                                                                                                                                                                                                                                                                                                    (local.get $5)
                                                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                                                 (f32.const 0)
                                                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                                                               (f32.const 1)
                                                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                                                             (f32.const 2)
                                                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                                                           (f32.const 3)
                                                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                                                         (f32.const 4)
                                                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                                                       (f32.const 0)
                                                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                                                     (f32.const 1)
                                                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                                   (f32.const 2)
                                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                                 (f32.const 3)
                                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                                               (f32.const 4)
                                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                                             (f32.const 0)
                                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                                           (f32.const 1)
                                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                                         (f32.const 2)
                                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                                       (f32.const 3)
                                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                                     (f32.const 4)
                                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                                   (f32.const 0)
                                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                                 (f32.const 1)
                                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                                               (f32.const 2)
                                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                                             (f32.const 3)
                                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                                           (f32.const 4)
                                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                                         (f32.const 0)
                                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                                       (f32.const 1)
                                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                                     (f32.const 2)
                                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                                   (f32.const 3)
                                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                                 (f32.const 4)
                                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                                               (f32.const 0)
                                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                                             (f32.const 1)
                                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                                           (f32.const 2)
                                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                                         (f32.const 3)
                                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                                       (f32.const 4)
                                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                                     (f32.const 0)
                                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                                   (f32.const 1)
                                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                                 (f32.const 2)
                                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                                                               )
                                                                                                                                                                                                                                               (f32.const 3)
                                                                                                                                                                                                                                              )
                                                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                                                             )
                                                                                                                                                                                                                                             (f32.const 4)
                                                                                                                                                                                                                                            )
                                                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                                                           )
                                                                                                                                                                                                                                           (f32.const 0)
                                                                                                                                                                                                                                          )
                                                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                                                         )
                                                                                                                                                                                                                                         (f32.const 1)
                                                                                                                                                                                                                                        )
                                                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                                                       )
                                                                                                                                                                                                                                       (f32.const 2)
                                                                                                                                                                                                                                      )
                                                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                                                     )
                                                                                                                                                                                                                                     (f32.const 3)
                                                                                                                                                                                                                                    )
                                                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                                                   )
                                                                                                                                                                                                                                   (f32.const 4)
                                                                                                                                                                                                                                  )
                                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                                 )
                                                                                                                                                                                                                                 (f32.const 0)
                                                                                                                                                                                                                                )
                                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                                               )
                                                                                                                                                                                                                               (f32.const 1)
                                                                                                                                                                                                                              )
                                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                                             )
                                                                                                                                                                                                                             (f32.const 2)
                                                                                                                                                                                                                            )
                                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                                           )
                                                                                                                                                                                                                           (f32.const 3)
                                                                                                                                                                                                                          )
                                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                                         )
                                                                                                                                                                                                                         (f32.const 4)
                                                                                                                                                                                                                        )
                                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                                       )
                                                                                                                                                                                                                       (f32.const 0)
                                                                                                                                                                                                                      )
                                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                                     )
                                                                                                                                                                                                                     (f32.const 1)
                                                                                                                                                                                                                    )
                                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                                   )
                                                                                                                                                                                                                   (f32.const 2)
                                                                                                                                                                                                                  )
                                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                                 )
                                                                                                                                                                                                                 (f32.const 3)
                                                                                                                                                                                                                )
                                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                                               )
                                                                                                                                                                                                               (f32.const 4)
                                                                                                                                                                                                              )
                                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                                             )
                                                                                                                                                                                                             (f32.const 0)
                                                                                                                                                                                                            )
                                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                                           )
                                                                                                                                                                                                           (f32.const 1)
                                                                                                                                                                                                          )
                                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                                         )
                                                                                                                                                                                                         (f32.const 2)
                                                                                                                                                                                                        )
                                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                                       )
                                                                                                                                                                                                       (f32.const 3)
                                                                                                                                                                                                      )
                                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                                     )
                                                                                                                                                                                                     (f32.const 4)
                                                                                                                                                                                                    )
                                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                                   )
                                                                                                                                                                                                   (f32.const 0)
                                                                                                                                                                                                  )
                                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                                 )
                                                                                                                                                                                                 (f32.const 1)
                                                                                                                                                                                                )
                                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                                               )
                                                                                                                                                                                               (f32.const 2)
                                                                                                                                                                                              )
                                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                                             )
                                                                                                                                                                                             (f32.const 3)
                                                                                                                                                                                            )
                                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                                           )
                                                                                                                                                                                           (f32.const 4)
                                                                                                                                                                                          )
                                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                                         )
                                                                                                                                                                                         (f32.const 0)
                                                                                                                                                                                        )
                                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                                       )
                                                                                                                                                                                       (f32.const 1)
                                                                                                                                                                                      )
                                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                                     )
                                                                                                                                                                                     (f32.const 2)
                                                                                                                                                                                    )
                                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                                   )
                                                                                                                                                                                   (f32.const 3)
                                                                                                                                                                                  )
                                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                                 )
                                                                                                                                                                                 (f32.const 4)
                                                                                                                                                                                )
                                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                                               )
                                                                                                                                                                               (f32.const 0)
                                                                                                                                                                              )
                                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                                             )
                                                                                                                                                                             (f32.const 1)
                                                                                                                                                                            )
                                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                                           )
                                                                                                                                                                           (f32.const 2)
                                                                                                                                                                          )
                                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                                         )
                                                                                                                                                                         (f32.const 3)
                                                                                                                                                                        )
                                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                                       )
                                                                                                                                                                       (f32.const 4)
                                                                                                                                                                      )
                                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                                     )
                                                                                                                                                                     (f32.const 0)
                                                                                                                                                                    )
                                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                                   )
                                                                                                                                                                   (f32.const 1)
                                                                                                                                                                  )
                                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                                 )
                                                                                                                                                                 (f32.const 2)
                                                                                                                                                                )
                                                                                                                                                                (f32.const 0.5)
                                                                                                                                                               )
                                                                                                                                                               (f32.const 3)
                                                                                                                                                              )
                                                                                                                                                              (f32.const 0.5)
                                                                                                                                                             )
                                                                                                                                                             (f32.const 4)
                                                                                                                                                            )
                                                                                                                                                            (f32.const 0.5)
                                                                                                                                                           )
                                                                                                                                                           (f32.const 0)
                                                                                                                                                          )
                                                                                                                                                          (f32.const 0.5)
                                                                                                                                                         )
                                                                                                                                                         (f32.const 1)
                                                                                                                                                        )
                                                                                                                                                        (f32.const 0.5)
                                                                                                                                                       )
                                                                                                                                                       (f32.const 2)
                                                                                                                                                      )
                                                                                                                                                      (f32.const 0.5)
                                                                                                                                                     )
                                                                                                                                                     (f32.const 3)
                                                                                                                                                    )
                                                                                                                                                    (f32.const 0.5)
                                                                                                                                                   )
                                                                                                                                                   (f32.const 4)
                                                                                                                                                  )
                                                                                                                                                  (f32.const 0.5)
                                                                                                                                                 )
                                                                                                                                                 (f32.const 0)
                                                                                                                                                )
                                                                                                                                                (f32.const 0.5)
                                                                                                                                               )
                                                                                                                                               (f32.const 1)
                                                                                                                                              )
                                                                                                                                              (f32.const 0.5)
                                                                                                                                             )
                                                                                                                                             (f32.const 2)
                                                                                                                                            )
                                                                                                                                            (f32.const 0.5)
                                                                                                                                           )
                                                                                                                                           (f32.const 3)
                                                                                                                                          )
                                                                                                                                          (f32.const 0.5)
                                                                                                                                         )
                                                                                                                                         (f32.const 4)
                                                                                                                                        )
                                                                                                                                        (f32.const 0.5)
                                                                                                                                       )
                                                                                                                                       (f32.const 0)
                                                                                                                                      )
                                                                                                                                      (f32.const 0.5)
                                                                                                                                     )
                                                                                                                                     (f32.const 1)
                                                                                                                                    )
                                                                                                                                    (f32.const 0.5)
                                                                                                                                   )
                                                                                                                                   (f32.const 2)
                                                                                                                                  )
                                                                                                                                  (f32.const 0.5)
                                                                                                                                 )
                                                                                                                                 (f32.const 3)
                                                                                                                                )
                                                                                                                                (f32.const 0.5)
                                                                                                                               )
                                                                                                                               (f32.const 4)
                                                                                                                              )
                                                                                                                              (f32.const 0.5)
                                                                                                                             )
                                                                                                                             (f32.const 0)
                                                                                                                            )
                                                                                                                            (f32.const 0.5)
                                                                                                                           )
                                                                                                                           (f32.const 1)
                                                                                                                          )
                                                                                                                          (f32.const 0.5)
                                                                                                                         )
                                                                                                                         (f32.const 2)
                                                                                                                        )
                                                                                                                        (f32.const 0.5)
                                                                                                                       )
                                                                                                                       (f32.const 3)
                                                                                                                      )
                                                                                                                      (f32.const 0.5)
                                                                                                                     )
                                                                                                                     (f32.const 4)
                                                                                                                    )
                                                                                                                    (f32.const 0.5)
                                                                                                                   )
                                                                                                                   (f32.const 0)
                                                                                                                  )
                                                                                                                  (f32.const 0.5)
                                                                                                                 )
                                                                                                                 (f32.const 1)
                                                                                                                )
                                                                                                                (f32.const 0.5)
                                                                                                               )
                                                                                                               (f32.const 2)
                                                                                                              )
                                                                                                              (f32.const 0.5)
                                                                                                             )
                                                                                                             (f32.const 3)
                                                                                                            )
                                                                                                            (f32.const 0.5)
                                                                                                           )
                                                                                                           (f32.const 4)
                                                                                                          )
                                                                                                          (f32.const 0.5)
                                                                                                         )
                                                                                                         (f32.const 0)
                                                                                                        )
                                                                                                        (f32.const 0.5)
                                                                                                       )
                                                                                                       (f32.const 1)
                                                                                                      )
                                                                                                      (f32.const 0.5)
                                                                                                     )
                                                                                                     (f32.const 2)
                                                                                                    )
                                                                                                    (f32.const 0.5)
                                                                                                   )
                                                                                                   (f32.const 3)
                                                                                                  )
                                                                                                  (f32.const 0.5)
                                                                                                 )
                                                                                                 (f32.const 4)
                                                                                                )
                                                                                                (f32.const 0.5)
                                                                                               )
                                                                                               (f32.const 0)
                                                                                              )
                                                                                              (f32.const 0.5)
                                                                                             )
                                                                                             (f32.const 1)
                                                                                            )
                                                                                            (f32.const 0.5)
                                                                                           )
                                                                                           (f32.const 2)
                                                                                          )
                                                                                          (f32.const 0.5)
                                                                                         )
                                                                                         (f32.const 3)
                                                                                        )
                                                                                        (f32.const 0.5)
                                                                                       )
                                                                                       (f32.const 4)
                                                                                      )
                                                                                      (f32.const 0.5)
                                                                                     )
                                                                                     (f32.const 0)
                                                                                    )
                                                                                    (f32.const 0.5)
                                                                                   )
                                                                                   (f32.const 1)
                                                                                  )
                                                                                  (f32.const 0.5)
                                                                                 )
                                                                                 (f32.const 2)
                                                                                )
                                                                                (f32.const 0.5)
                                                                               )
                                                                               (f32.const 3)
                                                                              )
                                                                              (f32.const 0.5)
                                                                             )
                                                                             (f32.const 4)
                                                                            )
                                                                            (f32.const 0.5)
                                                                           )
                                                                           (f32.const 0)
                                                                          )
                                                                          (f32.const 0.5)
                                                                         )
                                                                         (f32.const 1)
                                                                        )
                                                                        (f32.const 0.5)
                                                                       )
                                                                       (f32.const 2)
                                                                      )
                                                                      (f32.const 0.5)
                                                                     )
                                                                     (f32.const 3)
                                                                    )
                                                                    (f32.const 0.5)
                                                                   )
                                                                   (f32.const 4)
                                                                  )
                                                                  (f32.const 0.5)
                                                                 )
                                                                 (f32.const 0)
                                                                )
                                                                (f32.const 0.5)
                                                               )
                                                               (f32.const 1)
                                                              )
                                                              (f32.const 0.5)
                                                             )
                                                             (f32.const 2)
                                                            )
                                                            (f32.const 0.5)
                                                           )
                                                           (f32.const 3)
                                                          )
                                                          (f32.const 0.5)
                                                         )
                                                         (f32.const 4)
                                                        )
                                                        (f32.const 0.5)
                                                       )
                                                       (f32.const 0)
                                                      )
                                                      (f32.const 0.5)
                                                     )
                                                     (f32.const 1)
                                                    )
                                                    (f32.const 0.5)
                                                   )
                                                   (f32.const 2)
                                                  )
                                                  (f32.const 0.5)
                                                 )
                                                 (f32.const 3)
                                                )
                                                (f32.const 0.5)
                                               )
                                               (f32.const 4)
                                              )
                                              (f32.const 0.5)
                                             )
                                             (f32.const 0)
                                            )
                                            (f32.const 0.5)
                                           )
                                           (f32.const 1)
                                          )
                                          (f32.const 0.5)
                                         )
                                         (f32.const 2)
                                        )
                                        (f32.const 0.5)
                                       )
                                       (f32.const 3)
                                      )
                                      (f32.const 0.5)
                                     )
                                     (f32.const 4)
                                    )
                                    (f32.const 0.5)
                                   )
                                   (f32.const 0)
                                  )
                                  (f32.const 0.5)
                                 )
                                 (f32.const 1)
                                )
                                (f32.const 0.5)
                               )
                               (f32.const 2)
                              )
                              (f32.const 0.5)
                             )
                             (f32.const 3)
                            )
                            (f32.const 0.5)
                           )
                           (f32.const 4)
                          )
                          (f32.const 0.5)
                         )
                         (f32.const 0)
                        )
                        (f32.const 0.5)
                       )
                       (f32.const 1)
                      )
                      (f32.const 0.5)
                     )
                     (f32.const 2)
                    )
                    (f32.const 0.5)
                   )
                   (f32.const 3)
                  )
                  (f32.const 0.5)
                 )
                 (f32.const 4)
                )
                (f32.const 0.5)
               )
               (f32.const 0)
              )
              (f32.const 0.5)
             )
             (f32.const 1)
            )
            (f32.const 0.5)
           )
           (f32.const 2)
          )
          (f32.const 0.5)
         )
         (f32.const 3)
        )
        (f32.const 0.5)
       )
       (f32.const 4)
      )
     )
     (br_if $l7
      (i32.lt_s
       (local.tee $0
        (i32.add
         (local.get $0)
         (i32.const 1)
        )
       )
       (local.get $1)
      )
     )
    )
   )
  )
  (i32.const 0)
 )
)
